import { useEffect, useRef } from 'react';
import { sendLiveScore } from '@/lib/tournaments';

/** Spec: a live update goes out 1 s after each non-zero hole entry. */
const LIVE_DELAY_MS = 1000;

/**
 * Live scores while a card is typed: `schedule(index, teamName, score, code)` sends the hole's score
 * 1 s after its last change (a zero or no team sends nothing); pending sends stop on unmount.
 */
export function useLiveScores(tournamentId: string) {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  return (index: number, teamName: string, score: number, scorerCode?: string) => {
    const existingTimer = timers.current.get(index);
    if (existingTimer) clearTimeout(existingTimer);
    if (teamName && score > 0)
      timers.current.set(
        index,
        setTimeout(
          () => void sendLiveScore(tournamentId, teamName, index + 1, score, scorerCode).catch(() => undefined),
          LIVE_DELAY_MS,
        ),
      );
  };
}
