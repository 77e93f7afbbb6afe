import { useLoyalty } from '../api/loyalty';
import { StarIcon } from '@/components/ui/icons';

export function LoyaltyCard({ userId }: { userId: string }) {
  const { active, status } = useLoyalty(userId);
  if (!active || !status) return null;
  const percent = Math.max(0, Math.min(100, Math.round(Number(status.progressToNext) || 0)));
  return (
    <section className="card loyalty-card" aria-labelledby="loyalty-title">
      <h2 id="loyalty-title" className="card-title">
        <StarIcon /> Loyalty Rewards
      </h2>
      <p className="card-subtitle">
        Every {status.hoursPerCredit} hours played earns a free hour. {status.hoursToNext} hour
        {status.hoursToNext === 1 ? '' : 's'} to your next credit.
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label="Progress to next credit"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
