// Time to read a listing page's markup, on the portal fixtures and on hostile pages
// (decision 033): the parser alone, Quick Entry's task (every reader and the photo
// finder over one parse) and the flyer photo chooser's task, as run in the page-reader
// worker. Prints milliseconds (median of the runs); tests assert behaviour, not time.
//   npx tsx bench/html-parse.ts [runs]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readHtml } from '#server/lib/read-html.ts';
import { readListingPage, readPageImages } from '#server/workers/page-reader-worker.ts';

const runs = Number(process.argv[2] ?? 3);
const pageUrl = 'https://listings.example.com/homes/123/';
const N = 100_000;

const hostile: Array<[string, string]> = [
  ['630,000 unclosed <div>', '<div>'.repeat(630_000)],
  [
    '200,000 unclosed <span itemprop> + text',
    '<html><body itemscope itemtype="https://schema.org/Offer">' +
      '<span itemprop="name">3 BHK '.repeat(200_000),
  ],
  ['100,000 nested valid <div>, text inside', '<div>x'.repeat(N) + '</div>'.repeat(N)],
  ['100,000 <div> + 100,000 stray </span>', '<div>'.repeat(N) + '</span>'.repeat(N)],
  ['511 <div> + 300,000 <i></i> at the cap', '<div>'.repeat(511) + '<i>x</i>'.repeat(300_000)],
  ['200,000 unclosed <b>', '<b>'.repeat(200_000)],
  ['200,000 unclosed <a href>', '<a href=x>'.repeat(200_000)],
  ['200,000 unclosed <form>', '<form>'.repeat(200_000)],
  ['unclosed quotes', '<a b="'.repeat(N) + "<p x='y>".repeat(N) + '<div>'],
  ['one 3 MB attribute value', `<img src="${'a'.repeat(3_000_000)}">`],
  [
    '30,000 <img> with 90-char attributes',
    `<img data-x="${'b'.repeat(90)}" src="a.jpg">`.repeat(30_000),
  ],
  [
    "page-images' hostile page",
    '<img src="'.repeat(200_000) + '<script>'.repeat(50_000) + '<!--'.repeat(50_000),
  ],
];

const tasks: Array<[string, (html: string) => unknown]> = [
  ['parse only', (html) => readHtml(html, {})],
  ['Quick Entry task', (html) => readListingPage({ html, pageUrl })],
  ['flyer images task', (html) => readPageImages({ html, pageUrl })],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

const dir = new URL('../tests/fixtures/portal-pages/', import.meta.url);
const fixtures = fs.readdirSync(dir).map((name) => fs.readFileSync(new URL(name, dir), 'utf8'));
const rounds = 300;
console.log(`html parse, median of ${runs} runs; fixtures: mean per page over ${rounds} rounds`);
console.log(
  `${'input'.padEnd(42)} ${'size'.padStart(8)} ${tasks.map(([n]) => n.padStart(18)).join('')}`,
);
const fixtureTimes = tasks.map(([, task]) => {
  for (let r = 0; r < 50; r++) for (const page of fixtures) task(page);
  const elapsed = time(() => {
    for (let r = 0; r < rounds; r++) for (const page of fixtures) task(page);
  });
  return elapsed / rounds / fixtures.length;
});
const fixtureBytes = fixtures.reduce((sum, page) => sum + page.length, 0) / fixtures.length;
console.log(
  `${`${fixtures.length} portal fixtures (per page)`.padEnd(42)} ${`${(fixtureBytes / 1e3).toFixed(1)} kB`.padStart(8)} ${fixtureTimes.map((ms) => `${ms.toFixed(3)} ms`.padStart(18)).join('')}`,
);
for (const [name, html] of hostile) {
  const figures = tasks.map(([, task]) =>
    median(Array.from({ length: runs }, () => time(() => task(html)))),
  );
  console.log(
    `${name.padEnd(42)} ${`${(html.length / 1e6).toFixed(2)} MB`.padStart(8)} ${figures.map((ms) => `${ms.toFixed(0)} ms`.padStart(18)).join('')}`,
  );
}
