/**
 * Turns a topic's words into the texts of the catalogue: titles, chapter
 * titles, body paragraphs, reviews and video summaries (an ebook's
 * descriptions are bookCopy.ts's). Every choice
 * comes from the Random passed in, so the texts are reproducible.
 */
import type { Random } from './random';
import type { EbookType, Topic } from './vocabulary';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** "rank higher in local search" -> "Rank Higher in Local Search" (acronyms and brand names stay as written). */
export function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Lower-cases plain capitalised words ("Local Businesses") but keeps "SaaS", "YouTubers" or "B2B" intact. */
export function softLowerCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word) => (/^[A-Z][a-z'-]*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** "a guide", "an ebook" (or "A guide", "An ebook" to start a sentence). */
export function withArticle(noun: string, capital = false): string {
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return `${capital ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${noun}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The word a title uses for each Type ("The SEO Handbook" reads better than "The SEO Ebook"). */
const TYPE_WORD: Record<EbookType, string> = {
  Ebook: 'Handbook',
  Guide: 'Guide',
  Workbook: 'Workbook',
  Playbook: 'Playbook',
};

const DAY_COUNTS = [7, 14, 21, 30, 60, 90];

type TitlePattern = (topic: Topic, type: EbookType, random: Random) => string;

const TITLE_PATTERNS: readonly TitlePattern[] = [
  (t, type, r) => `The ${t.subject} ${TYPE_WORD[type]} for ${r.pick(t.audiences)}`,
  (t, type, r) => `${r.pick(t.themes)}: A Practical ${TYPE_WORD[type]}`,
  (t, _type, r) => `${t.subject} Made Simple: ${titleCase(r.pick(t.outcomes))}`,
  (t, _type, r) => `${t.subject} Reset: ${r.pick(DAY_COUNTS)} Days to ${titleCase(r.pick(t.outcomes))}`,
  (t, _type, r) => `${r.pick(t.themes)} from Scratch`,
  (t, type, r) => `The Little ${TYPE_WORD[type]} of ${r.pick(t.themes)}`,
  (t, _type, r) => `${t.subject} Essentials for ${r.pick(t.audiences)}`,
  (t, type, r) => `How to ${titleCase(r.pick(t.outcomes))}: The ${t.subject} ${TYPE_WORD[type]}`,
  (t, _type, r) => `Mastering ${r.pick(t.themes)}`,
  (t, _type, r) => `${r.pick([5, 7, 10, 12, 21])} ${t.subject} Lessons for ${r.pick(t.audiences)}`,
  (t, _type, r) => `${r.pick(t.themes)} for ${r.pick(t.audiences)}`,
];

/** A title not yet in `taken` (which it joins). */
export function ebookTitle(topic: Topic, type: EbookType, random: Random, taken: Set<string>, long = false): string {
  for (let attempt = 0; ; attempt++) {
    let title: string;
    if (long) {
      const tail = titleCase(random.pick(topic.outcomes));
      title = attempt === 0 ? `The Complete ${topic.subject} Guide` : `The Complete ${topic.subject} Guide: ${tail}`;
    } else {
      title = random.pick(TITLE_PATTERNS)(topic, type, random);
    }
    if (attempt >= 20) title = `${title}, Volume ${attempt - 18}`;
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
}

/** The audience a title is written for ("... for Local Businesses"), when it names one of its topic's. */
export function audienceNamedIn(title: string, topic: Topic): string | undefined {
  return topic.audiences.find((audience) => title.includes(` for ${audience}`));
}

/** The theme a title is about ("Hands-On Legal Basics"), when it names one of its topic's. */
export function themeNamedIn(title: string, topic: Topic): string | undefined {
  return topic.themes.find((theme) => title.includes(theme));
}

/** The outcome a title promises ("SEO Made Simple: Rank Higher in Local Search"), when it names one of its topic's. */
export function outcomeNamedIn(title: string, topic: Topic): string | undefined {
  return topic.outcomes.find((outcome) => title.includes(titleCase(outcome)));
}

const CHAPTER_ANGLES = [
  'The Basics',
  'In Practice',
  'Advanced Techniques',
  'Common Mistakes',
  'A Case Study',
  'Tools and Templates',
];
const OPENING_CHAPTERS = ['Why This Matters', 'Getting Started'];
const CLOSING_CHAPTERS = ['Putting It All Together', 'Your 30-Day Plan'];

export interface ChapterTitle {
  title: string;
  /** What the chapter's paragraphs talk about: the theme, or the book's subject for the opening and closing chapters. */
  theme: string;
}

/** `count` distinct chapters: an opening, the topic's themes (with angles when more are needed), a closing. */
export function chapterTitles(topic: Topic, count: number, random: Random): ChapterTitle[] {
  const middle = Math.max(count - 2, 1);
  const themes = random.shuffle(topic.themes);
  const body: ChapterTitle[] = [];
  for (let i = 0; body.length < middle; i++) {
    const theme = themes[i % themes.length]!;
    const round = Math.floor(i / themes.length);
    const title = round === 0 ? theme : `${theme}: ${CHAPTER_ANGLES[(round - 1) % CHAPTER_ANGLES.length]}`;
    body.push({ title, theme });
  }
  if (count < 3) return body.slice(0, count);
  const opening = { title: random.pick(OPENING_CHAPTERS), theme: topic.subject };
  const closing = { title: random.pick(CLOSING_CHAPTERS), theme: topic.subject };
  return [opening, ...body, closing];
}

const SENTENCES: readonly string[] = [
  'Most {audience} treat {theme} as an afterthought, yet it is where the real gains are made.',
  'Start small: pick one part of {theme} and practise it for a week before adding the next.',
  'The aim here is simple: to help you {outcome}.',
  'A useful test is to ask what a customer would notice if you improved {theme} tomorrow.',
  'Write down the three numbers that tell you whether {theme} is working, and check them every Friday.',
  'When {audience} get stuck, it is rarely for lack of ideas; it is usually because nobody owns {theme}.',
  'The pattern is familiar: a quick win, a plateau, then a slow climb as the fundamentals of {theme} settle in.',
  'Resist the urge to copy what the biggest players do with {theme}; their constraints are not yours.',
  'Keep a simple log of what you tried, what happened and what you will change next time.',
  'Checklists beat willpower, and a short checklist turns {theme} into a routine.',
  'If you remember only one thing, remember this: consistency in {theme} compounds.',
  'Consider a small bakery that wanted to {outcome}. The owner spent twenty minutes a day on {theme} and kept notes in a paper notebook.',
  'Within three months the difference was obvious, not because of one big idea but because of many small, repeated ones.',
  'The most common mistake is doing too much at once, which makes it impossible to tell what worked.',
  'Before moving on, take five minutes to note where you stand today; you will want this baseline later.',
  '{Theme} connects to everything else in this book, so progress here makes the later chapters easier.',
  'Ask yourself what it would take to {outcome} in the next ninety days.',
  'The tools matter less than the habit. A spreadsheet and a calendar reminder are enough to begin.',
  'Experts disagree on the finer points of {theme}, but they agree on the basics covered here.',
  'Treat every experiment as a question, not a verdict. A result you did not expect is still information.',
  'Share your progress with someone you trust; a little accountability turns good intentions into action.',
  'By the end of this chapter you will have a short plan for {theme} that fits into a normal week.',
  'Notice how {audience} who succeed with {subject} spend less time planning and more time testing.',
  'Good {theme} is invisible when it works and painfully obvious when it does not.',
  'Set a timer for twenty-five minutes and work through the first step now, while the idea is fresh.',
  'There is no single right answer, only trade-offs you choose on purpose.',
];

export interface TextContext {
  subject: string;
  theme: string;
  audience: string;
  outcome: string;
}

function fill(template: string, context: TextContext): string {
  return template
    .replace(/\{Theme\}/g, context.theme)
    .replace(/\{theme\}/g, context.theme)
    .replace(/\{subject\}/g, context.subject)
    .replace(/\{audience\}/g, softLowerCase(context.audience))
    .replace(/\{outcome\}/g, context.outcome);
}

/**
 * Paragraphs of four to six sentences about the context's theme. Each round
 * deals out a fresh shuffle of the sentences, so paragraphs next to each other
 * in the list never repeat a sentence.
 */
export function paragraphs(context: TextContext, count: number, random: Random): string[] {
  const result: string[] = [];
  let deck: string[] = [];
  while (result.length < count) {
    const size = random.int(4, 6);
    if (deck.length < size) deck = random.shuffle(SENTENCES);
    result.push(
      deck
        .splice(0, size)
        .map((sentence) => fill(sentence, context))
        .join(' '),
    );
  }
  return result;
}

export function takeaways(context: TextContext, random: Random): string[] {
  return random.sample(
    [
      `Pick one part of ${context.theme} and practise it this week.`,
      'Measure before you change anything, so you can see the difference.',
      `Keep the goal in sight: ${context.outcome}.`,
      'Write your plan down; a plan in your head is only a wish.',
      'Review what happened every Friday and adjust one thing.',
    ],
    3,
  );
}

const REVIEW_TEMPLATES: readonly string[] = [
  'Clear and practical. The chapter on {theme} alone was worth it.',
  'I finally understand {theme}. Short, well organised and no fluff.',
  'Good overview for beginners, though I wanted more depth on {theme}.',
  'Used the checklists with my team the same week. Recommended.',
  'Some parts felt basic, but the examples are genuinely useful.',
  'Exactly what I needed to {outcome}. I have bookmarked several pages.',
  'Well written and easy to follow on my phone during the commute.',
  'Three weeks in and I can already see results. Thank you!',
  'A solid read. The section on {theme} changed how I plan my week.',
  'Not bad, but I expected more real-world case studies.',
  'Great value. I have re-read the {theme} chapter twice now.',
  'Straight to the point, perfect for someone short on time.',
  'The exercises at the end of each chapter are the best part. Doing them made it stick.',
  'I bought it for {theme} and stayed for everything else. Worth every page.',
  'A bit repetitive in the middle, but the last chapter ties it all together nicely.',
  'Finally a {subject} book that does not assume I have a big budget.',
];

export function reviewText(context: TextContext, random: Random): string {
  return fill(random.pick(REVIEW_TEMPLATES), context);
}

export function videoTitle(topic: Topic, format: string, random: Random, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let title = random.pick([
      () => `${topic.subject} ${format}: ${titleCase(random.pick(topic.outcomes))}`,
      () => `${random.pick(topic.themes)} ${format}`,
      () => `Hands-On ${random.pick(topic.themes)}`,
      () => `${topic.subject} for ${random.pick(topic.audiences)}: The ${format}`,
    ])();
    if (attempt >= 20) title = `${title}, Part ${attempt - 18}`;
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
}

/** The video's summary, for the audience, about the theme and toward the outcome its title names, where it names them. */
export function videoShortDescription(topic: Topic, title: string, lessons: number, random: Random): string {
  // Drawn even when the title names the audience, so the values drawn after it stay as they were.
  const drawn = random.pick(topic.audiences);
  const audience = softLowerCase(audienceNamedIn(title, topic) ?? drawn);
  // Each drawn whatever the title names, so the values drawn after them stay as they were.
  const drawnOutcome = random.pick(topic.outcomes);
  const drawnTheme = random.pick(topic.themes);
  const outcome = outcomeNamedIn(title, topic) ?? drawnOutcome;
  const theme = themeNamedIn(title, topic) ?? drawnTheme;
  return random.pick([
    `${lessons} short lessons that show ${audience} how to ${outcome}.`,
    `Follow along in ${lessons} lessons and learn to ${outcome}, one screen at a time.`,
    `A video course on ${theme} for ${audience}, in ${lessons} lessons.`,
  ]);
}
