/**
 * What the catalogue says about an ebook: its summary (Short_Description) and
 * its HTML description. Both are written for one audience and one outcome,
 * chosen once per book (the ones its title names, if it names any), so the
 * title, the summary and the description never disagree about who the book
 * is for. The description's "What's Inside" list names the themes the summary
 * mentions.
 */
import { audienceNamedIn, escapeHtml, outcomeNamedIn, softLowerCase } from './prose';
import type { Random } from './random';
import type { EbookType, Topic } from './vocabulary';

/** The facts about a book its copy mentions. */
export interface CopyFacts {
  title: string;
  type: EbookType;
  pages: number;
  /** The titles of its first and last chapters. */
  firstChapter: string;
  lastChapter: string;
}

export interface EbookCopy {
  shortDescription: string;
  description: string;
}

/** Who the book is for ("online stores", as a sentence writes it) and what it helps them do. */
interface Voice {
  audience: string;
  outcome: string;
}

const INSIDE_TAILS = [
  'a step-by-step walkthrough',
  'worked examples you can copy',
  'the mistakes to avoid and how to spot them early',
  'a one-page checklist to use today',
  'templates and scripts ready to adapt',
  'how to measure whether it is working',
  'a short case study from a real business',
];

function shortDescription(voice: Voice, type: EbookType, [first, second]: string[], random: Random): string {
  const { audience, outcome } = voice;
  const kind = type.toLowerCase();
  return random.pick([
    `A practical ${kind} that shows ${audience} how to ${outcome}, with ${first} and ${second} explained step by step.`,
    `Everything ${audience} need to ${outcome}: clear explanations, worked examples and checklists you can use today.`,
    `Learn to ${outcome} with a proven approach to ${first}, written for ${audience}.`,
    `A short, hands-on ${kind} on ${first} and ${second} for ${audience} who want to ${outcome}.`,
  ]);
}

/**
 * The HTML description: an introduction, the "What's Inside" list (the
 * summary's two themes first), and a closing paragraph that says where the
 * chapters lead. The detail page shows the list on its own tab.
 */
function description(topic: Topic, voice: Voice, facts: CopyFacts, named: string[], random: Random): string {
  const { audience, outcome } = voice;
  const kind = facts.type.toLowerCase();
  const intro = random.pick([
    `This ${facts.pages}-page ${kind} is for ${audience} who want to ${outcome}. It skips the theory you do not need and focuses on what works.`,
    `Written for ${audience}, this ${kind} turns ${topic.subject} into a clear routine. In ${facts.pages} pages you will learn to ${outcome}.`,
    `If you have ever wondered how to ${outcome}, start here. This ${kind} walks ${audience} through ${topic.subject} one practical step at a time.`,
  ]);
  const count = Math.min(topic.themes.length, random.int(4, 6));
  const drawn = random.sample(topic.themes, count);
  const themes = [...named, ...drawn.filter((theme) => !named.includes(theme))].slice(0, count);
  const items = themes.map((theme) => `<li>${escapeHtml(theme)}: ${random.pick(INSIDE_TAILS)}</li>`);
  const closing = random.pick([
    'Each chapter ends with an exercise, so you finish the book with a plan rather than a pile of notes.',
    'Read it in an afternoon, then keep it open next to you while you work.',
    'Includes checklists and templates you can print or copy.',
  ]);
  const route = `It takes you from "${facts.firstChapter}" to "${facts.lastChapter}".`;
  return `<p>${escapeHtml(intro)}</p><h3>What's Inside</h3><ul>${items.join('')}</ul><p>${escapeHtml(`${route} ${closing}`)}</p>`;
}

/**
 * The ebook's summary and description. Values are drawn in the order the two
 * texts have always drawn them, including two the description no longer uses,
 * so every later value of the seed (the next books' prices, ratings and dates)
 * stays as it was.
 */
export function ebookCopy(topic: Topic, facts: CopyFacts, random: Random): EbookCopy {
  const audience = random.pick(topic.audiences);
  const themes = random.sample(topic.themes, 2);
  const outcome = random.pick(topic.outcomes);
  const voice = {
    audience: softLowerCase(audienceNamedIn(facts.title, topic) ?? audience),
    outcome: outcomeNamedIn(facts.title, topic) ?? outcome,
  };
  const summary = shortDescription(voice, facts.type, themes, random);
  random.skip(2);
  return { shortDescription: summary, description: description(topic, voice, facts, themes, random) };
}
