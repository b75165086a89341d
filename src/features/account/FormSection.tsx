import { useId, type ReactNode } from 'react';
import { InStages } from '../../ui/InStages';

/**
 * A titled group of the account form: a landmark of its own, named by its heading (form.css).
 * Its rows are built one per task (InStages), each below the last.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="pt-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="pt-section__title">
        {title}
      </h2>
      <div className="pt-stack">
        <InStages>{children}</InStages>
      </div>
    </section>
  );
}

/**
 * Paired fields: one column on phones, two side by side from tablet width up. Built a field per
 * task (InStages), the second below or beside the first: a row of two was a task of 15-25 ms here,
 * and at a phone's speed (four times as long) a task blocks the page for what it takes over 50 ms.
 */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <div className="pt-pair">
      <InStages>{children}</InStages>
    </div>
  );
}
