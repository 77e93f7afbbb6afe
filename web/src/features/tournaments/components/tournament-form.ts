import type { TournamentBody } from '../api/save-tournament';
import type { Tournament } from '@/lib/tournaments';

export interface TournamentForm {
  name: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  format: 'single' | 'scramble';
  teamSize: string;
  maxParticipants: string;
  numberOfHoles: '9' | '18';
  holePars: string[];
  skinsEnabled: boolean;
  skinsPot: string;
  entryFee: string;
  reservationLength: string;
  leagueId: string;
}

export const formOf = (t: Tournament | null): TournamentForm => ({
  name: t?.name ?? '',
  description: t?.description ?? '',
  date: t?.date ?? '',
  startTime: t?.startTime.slice(0, 5) ?? '18:00',
  endTime: t?.endTime.slice(0, 5) ?? '22:00',
  format: t?.format ?? 'scramble',
  teamSize: String(t?.teamSize ?? 2),
  maxParticipants: String(t?.maxParticipants ?? 12),
  numberOfHoles: t?.numberOfHoles === 18 ? '18' : '9',
  holePars: Array.from({ length: 18 }, (_, i) => String(t?.holePars[i] ?? 3)),
  skinsEnabled: t?.skinsEnabled ?? false,
  skinsPot: t?.skinsPot ?? '0.00',
  entryFee: t?.entryFee ?? '25.00',
  reservationLength: String(t?.reservationLength ?? 120),
  leagueId: t?.leagueId ?? '',
});

/** What the form sends: numbers as numbers, only the pars of the holes played, no pot without skins. */
export function bodyOf(form: TournamentForm): TournamentBody {
  const holes = Number(form.numberOfHoles);
  return {
    name: form.name,
    description: form.description || null,
    date: form.date,
    startTime: form.startTime,
    endTime: form.endTime,
    format: form.format,
    teamSize: Number(form.teamSize),
    maxParticipants: Number(form.maxParticipants),
    numberOfHoles: holes,
    holePars: form.holePars.slice(0, holes).map(Number),
    skinsEnabled: form.skinsEnabled,
    skinsPot: form.skinsEnabled ? form.skinsPot : '0.00',
    entryFee: form.entryFee,
    reservationLength: Number(form.reservationLength),
    leagueId: form.leagueId || null,
  };
}

export type SetField = <K extends keyof TournamentForm>(key: K, value: TournamentForm[K]) => void;
