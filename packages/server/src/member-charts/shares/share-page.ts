// The public page of a shared chart (/s/<token>): server-rendered HTML with Open Graph tags, so a link pasted in a
// chat app previews as the card. Holds only what the sharer chose: the Big Three, the first name or none, and the
// birth details they ticked. Pure: the service gives it the facts, it gives back the page.
import { type BigThree, bigThreeLines, CARD_HEIGHT, CARD_WIDTH, cardTitle } from './share-card.ts';

export interface SharePageView {
  token: string;
  /** The site's own origin (PUBLIC_URL, or the request's), for the absolute addresses link previews need. */
  origin: string;
  firstName: string | null;
  bigThree: BigThree;
  birthDetails: string[];
  /** What the viewer may do with it: add (a Pro member, the sharer agreed), upgrade (a member below Pro, the sharer
   * agreed), or nothing beyond casting their own. */
  offer: 'add' | 'upgrade' | 'own' | 'none';
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function shareDescription(view: Pick<SharePageView, 'bigThree'>): string {
  return `${bigThreeLines(view.bigThree).join(', ')}. Cast your own chart with Stellara and compare.`;
}

export function sharePageHtml(view: SharePageView): string {
  const title = cardTitle(view.firstName);
  const description = shareDescription(view);
  const page = `${view.origin}/s/${view.token}`;
  const image = `${page}/card.png`;
  const alt = `${title}: ${bigThreeLines(view.bigThree).join(', ')}, with the chart wheel`;
  const offer = {
    add: `<form method="post" action="/s/${esc(view.token)}/compatibility" class="add"><button type="submit" class="button secondary">Add to my Compatibility</button></form>
      <p class="note">It joins your saved charts, and we read it with your own chart on your Compatibility page.</p>`,
    upgrade: `<p class="note">Pro members can add this chart to their Compatibility with one tap. <a href="/upgrade">See the plans</a></p>`,
    own: '<p class="note">This is your own shared chart. You can turn the link off from your profile at any time.</p>',
    none: '',
  }[view.offer];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b1226">
<title>${esc(title)} · Stellara</title>
<meta name="description" content="${esc(description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Stellara">
<meta property="og:title" content="${esc(title)}">
<meta property="og:description" content="${esc(description)}">
<meta property="og:url" content="${esc(page)}">
<meta property="og:image" content="${esc(image)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${CARD_WIDTH}">
<meta property="og:image:height" content="${CARD_HEIGHT}">
<meta property="og:image:alt" content="${esc(alt)}">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
  body { margin: 0; min-height: 100vh; background: #0b1226; color: #eaeef9; font: 16px/1.55 system-ui, sans-serif; }
  main { max-width: 760px; margin: 0 auto; padding: 28px 16px 48px; display: grid; gap: 18px; }
  .brand { color: #f0dfae; font-weight: 700; text-decoration: none; }
  h1 { font-family: Georgia, serif; font-size: clamp(1.7rem, 5vw, 2.4rem); margin: 0; }
  img { width: 100%; height: auto; border-radius: 18px; display: block; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; font-size: 1.15rem; }
  .details, .note { color: #a9b4d2; margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .button { display: inline-block; border: 0; border-radius: 999px; padding: 12px 22px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  .primary { background: #c7d2f5; color: #0b1226; }
  .secondary { background: #f0dfae; color: #0b1226; }
  .add { margin: 0; }
  a { color: #c7d2f5; }
</style>
</head>
<body>
<main data-testid="shared-chart">
  <a class="brand" href="/">Stellara</a>
  <h1>${esc(title)}</h1>
  <img src="/s/${esc(view.token)}/card.png" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" alt="${esc(alt)}">
  <ul data-testid="big-three">${bigThreeLines(view.bigThree)
    .map((line) => `<li>${esc(line)}</li>`)
    .join('')}</ul>
  ${view.birthDetails.length > 0 ? `<p class="details" data-testid="birth-details">Born ${esc(view.birthDetails.join(' · '))}</p>` : ''}
  <p>Curious what your own Sun, Moon and Rising say? Stellara casts your chart from your birth details and talks it through with you.</p>
  <div class="actions">
    <a class="button primary" href="/">Cast your own chart</a>
  </div>
  ${offer}
</main>
</body>
</html>
`;
}
