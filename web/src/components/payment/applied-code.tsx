import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  code: string;
  /** The line under the code (what the code gives). */
  children: ReactNode;
  onRemove: () => void;
  testId?: string;
}

/** An applied coupon or gift card in the booking: icon and code, one detail line, and Remove. */
export function AppliedCode({ icon, code, children, onRemove, testId }: Props) {
  return (
    <div className="coupon-box coupon-applied" data-testid={testId}>
      <div>
        <p className="coupon-code">
          {icon}
          {code}
        </p>
        <p className="small" style={{ margin: 0 }}>
          {children}
        </p>
      </div>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
        Remove
      </button>
    </div>
  );
}
