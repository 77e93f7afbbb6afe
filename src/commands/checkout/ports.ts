import type { AppContext } from '../../app-context';

type ModuleOf = AppContext['modules'][number];
/** The ports a module provides for the paid order (checkout calls them; the named area fills them). */
type PortName = 'giftCardTender' | 'creditTender' | 'couponTender' | 'bookingDesk';

/** The module-provided port `name` (one module provides each); throws when none does. */
export function portOf<K extends PortName>(
  ctx: Pick<AppContext, 'modules'>,
  name: K,
  what: string,
): NonNullable<ModuleOf[K]> {
  const port = ctx.modules.map((m) => m[name]).find(Boolean);
  if (!port) throw new Error(`No module provides ${what}`);
  return port as NonNullable<ModuleOf[K]>;
}
