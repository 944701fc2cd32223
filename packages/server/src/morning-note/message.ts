// The morning note as a mail, pure: the Today card's reading of the member's day (today.service.ts), in a plain-text
// and an HTML part, with the unsubscribe headers of RFC 2369 and RFC 8058 (one click, no sign-in). Short on purpose:
// the day's lead, up to two more things, the passage in the background, and a way back into the chat.
import { ASPECT_WORDS, type TodayItem, type TodayResponse } from '@stellara/contract';

/** Besides the lead, how many of the day's other things the note names (the card lists them all). */
const MORE_SHOWN = 2;

export interface MorningNoteLinks {
  /** Back into the chat. */
  chat: string;
  /** The one-click unsubscribe URL (POST switches the note off; GET shows a page with the button). */
  unsubscribe: string;
}

export interface MorningNoteMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** "Saturday 28 November" for a YYYY-MM-DD date (the date is the member's local one already). */
export function dayWords(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const hourWords = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function buildMorningNote(input: {
  today: TodayResponse;
  /** The member's first name, or null (then the greeting has none). */
  name: string | null;
  hour: number;
  links: MorningNoteLinks;
}): MorningNoteMail {
  const { today, links } = input;
  const first = input.name?.trim().split(/\s+/)[0] ?? '';
  const greeting = first ? `Good morning, ${first}.` : 'Good morning.';
  const moonLine = `${dayWords(today.date)} · Moon in ${today.moon.sign}, ${today.moon.phase.toLowerCase()}, ${today.moon.illumination}% lit`;
  const more: TodayItem[] = today.more.slice(0, MORE_SHOWN);
  const background = today.background
    ? {
        title: `${today.background.planet} ${ASPECT_WORDS[today.background.aspect]} your ${today.background.planet === today.background.target ? `natal ${today.background.target}` : today.background.target}`,
        meaning: today.background.meaning,
      }
    : null;
  const why = `You get this note because you switched on the morning note in Stellara's settings. It comes at ${hourWords(input.hour)}, ${today.timezone} time; you can change the hour there.`;

  const text = [
    greeting,
    '',
    moonLine,
    '',
    `${today.lead.title}.`,
    today.lead.detail,
    ...(more.length ? ['', 'Also today:', ...more.map((item) => `- ${item.title}. ${item.detail}`)] : []),
    ...(background ? ['', `In the background: ${background.title}. ${background.meaning}`] : []),
    '',
    'Want to talk it over? Your chat is open:',
    links.chat,
    '',
    '--',
    why,
    `No more morning notes: ${links.unsubscribe}`,
    '',
  ].join('\n');

  const p = (inner: string, style = '') => `<p style="margin:0 0 14px;${style}">${inner}</p>`;
  const muted = 'color:#6b6880;font-size:13px;';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(today.lead.title)}</title></head>
<body style="margin:0;padding:0;background:#f6f4fb;">
<div style="max-width:560px;margin:0 auto;padding:24px 20px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.5;color:#22203a;">
${p(escapeHtml(greeting))}
${p(escapeHtml(moonLine), muted)}
${p(`<strong>${escapeHtml(today.lead.title)}.</strong> ${escapeHtml(today.lead.detail)}`)}
${
  more.length
    ? `<ul style="margin:0 0 14px;padding-left:20px;">${more
        .map((item) => `<li><strong>${escapeHtml(item.title)}.</strong> ${escapeHtml(item.detail)}</li>`)
        .join('')}</ul>`
    : ''
}
${background ? p(`<em>In the background:</em> <strong>${escapeHtml(background.title)}.</strong> ${escapeHtml(background.meaning)}`) : ''}
${p(`<a href="${escapeHtml(links.chat)}" style="display:inline-block;padding:10px 18px;border-radius:20px;background:#4b3f8f;color:#ffffff;text-decoration:none;">Talk it over in the chat</a>`)}
<hr style="border:none;border-top:1px solid #ddd8ee;margin:20px 0;">
${p(escapeHtml(why), muted)}
${p(`<a href="${escapeHtml(links.unsubscribe)}" style="color:#6b6880;">No more morning notes</a>`, muted)}
</div>
</body>
</html>
`;

  return {
    subject: `Your morning note: ${today.lead.title}`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
