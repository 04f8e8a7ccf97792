// The boot script: inlined into index.html's head by the build (vite.config.ts,
// earlyBootScript), with the plan written in as `__BC_EARLY_BOOT_PLAN__`. It starts a
// returning member's session refresh, and on the dashboard the feed's first page, while
// the app's code is still on its way (lib/auth/early-refresh.ts; decision 048).
import { startEarlyRefresh, type EarlyBootPlan } from '../lib/auth/early-refresh';

declare const __BC_EARLY_BOOT_PLAN__: EarlyBootPlan;

startEarlyRefresh(__BC_EARLY_BOOT_PLAN__);
