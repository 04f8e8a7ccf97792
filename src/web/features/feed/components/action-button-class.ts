/**
 * The post action bar's buttons: at least 40 x 40 px to tap, a visible focus ring. No
 * text colour here: each button adds one (two colour classes would fight).
 */
export const actionButtonClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
