import type { ReactNode } from 'react';

interface Props {
  id: string;
  step: number;
  children: ReactNode;
}

/** A numbered section heading in the booking modal; the number is decorative, the heading names the section. */
export function StepTitle({ id, step, children }: Props) {
  return (
    <h3 id={id} className="section-title">
      <span className="step-number" aria-hidden="true">
        {step}
      </span>{' '}
      {children}
    </h3>
  );
}
