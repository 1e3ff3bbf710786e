/** Echoes a small JSON body: the floor of a POST through a route handler, beside the portal's GraphQL handlers. */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json();
  return Response.json({ echo: body, at: Date.now() });
}
