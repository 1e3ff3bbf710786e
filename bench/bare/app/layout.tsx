import type { ReactNode } from "react";

/** The smallest root layout Next.js accepts: the floor the portal's shell is measured against. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
