// The e2e project's global setup: the shared database template, then the web app built once if
// its sources changed since the last build (web/dist/.built).
import sharedSetup from '../../harness/global-setup.mjs';
import { ensureWebBuilt } from './build-web.mjs';

export default async function globalSetup() {
  await sharedSetup();
  ensureWebBuilt();
}
