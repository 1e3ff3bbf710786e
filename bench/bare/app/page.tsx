// Rendered on every request, like the portal's signed-in pages, so that the figures compare renders, not caches.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>Rendered at {new Date().toISOString()}</p>
    </main>
  );
}
