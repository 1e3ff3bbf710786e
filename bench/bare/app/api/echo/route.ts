/** Echoes a small JSON body: the floor of a POST through a route handler, beside the portal's GraphQL handlers. */
export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json();
  return Response.json({ echo: body, at: Date.now() });
}

/** Echoes the query string: the floor of a GET through a route handler (the click redirect's). */
export async function GET(request: Request): Promise<Response> {
  return Response.json({ echo: Object.fromEntries(new URL(request.url).searchParams), at: Date.now() });
}
