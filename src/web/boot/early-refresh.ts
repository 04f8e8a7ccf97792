// The boot entry (vite.config.ts adds it to index.html ahead of the app's entry): a few
// hundred bytes that start a returning member's session refresh while the app's code is
// still on its way.
import { startEarlyRefresh } from '../lib/auth/early-refresh';

startEarlyRefresh();
