/** Money is integer cents inside the system and "35.00" strings where the spec shows amounts. */
export type Cents = number;

export function toDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "35", "35.5", "35.00" or a number of dollars into cents; throws on anything else. */
export function parseDollars(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount of dollars: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function formatUsd(cents: Cents): string {
  return `$${toDecimalString(cents)}`;
}
