import type { ReactNode } from "react";
import { Card, CardBody } from "@/components/ui/card";

/** One titled section of the member page (each is its own component, so a panel is a one-line addition). */
export function MemberSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} data-testid={id}>
      <CardBody className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={`${id}-title`} className="text-base font-semibold">
              {title}
            </h2>
            {description && <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
          </div>
          {actions}
        </div>
        {children}
      </CardBody>
    </Card>
  );
}
