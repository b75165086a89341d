import { useId, type ReactNode } from 'react';

/** A titled group of the account form: a landmark of its own, named by its heading (form.css). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="pt-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="pt-section__title">
        {title}
      </h2>
      <div className="pt-stack">{children}</div>
    </section>
  );
}

/** Paired fields: one column on phones, two side by side from tablet width up. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className="pt-pair">{children}</div>;
}
