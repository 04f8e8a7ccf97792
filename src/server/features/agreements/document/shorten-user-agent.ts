// An audit row has room for 'Chrome 131 on Android 14', not a 150-character user agent.
// Order matters: Edge and Opera say Chrome too, Chrome says Safari, every one says Mozilla.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|CPU) OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/iPad/, () => 'iPadOS'],
  [/Windows NT/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];
const MAX_UNKNOWN = 40;

/** 'Chrome 131 on Android 14'; an agent it cannot read is cut to 40 characters. */
export function shortenUserAgent(userAgent: string | null): string {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return '-';
  const browser = BROWSERS.map(([re, name]) => {
    const m = re.exec(agent);
    return m ? `${name} ${m[1]}` : null;
  }).find((b) => b !== null);
  const system = SYSTEMS.map(([re, name]) => {
    const m = re.exec(agent);
    return m ? name(m) : null;
  }).find((s) => s !== null);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return browser ?? system ?? '';
  return agent.length > MAX_UNKNOWN ? `${agent.slice(0, MAX_UNKNOWN - 1)}…` : agent;
}
