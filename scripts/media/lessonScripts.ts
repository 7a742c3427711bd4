/**
 * The seed's lesson clips as plain data: what each slide shows and what the
 * narrator says over it. scripts/media/makeLessonClips.ts turns this into the
 * videos and captions of server/src/seed/media/lessons/, and the seed's test
 * checks that the captions there say exactly these sentences.
 */

export interface LessonSlide {
  heading: string;
  /** Two to four short lines shown under the heading. */
  bullets: string[];
  /** One to four sentences, spoken in order while the slide is shown. */
  narration: string[];
}

export interface LessonScript {
  slug: string;
  title: string;
  category: string;
  slides: LessonSlide[];
}

export const LESSON_SCRIPTS: LessonScript[] = [
  {
    slug: 'landing-page-five-seconds',
    title: 'What a landing page must say in five seconds',
    category: 'Digital Marketing',
    slides: [
      {
        heading: 'The five second test',
        bullets: [
          'Show the page for five seconds',
          'Hide it, then ask what it offers',
          'Vague answers mean a vague page',
        ],
        narration: [
          'A visitor decides within seconds whether a page is for them.',
          'Show your landing page to someone for five seconds, then hide it and ask what it offers.',
          'If they cannot tell you, neither can your visitors.',
        ],
      },
      {
        heading: 'Say what it is and who it is for',
        bullets: [
          'A headline that names the outcome',
          'A line that names the reader',
          'One picture of the real product',
        ],
        narration: [
          'Your headline should name the result the reader gets, not the features you built.',
          'The line under it says who the offer is for.',
          'Someone who reads only those two lines should know whether to stay.',
          'A single image of the real product beats any stock photo.',
        ],
      },
      {
        heading: 'Give one next step',
        bullets: ['One button, one action', 'Say what happens after the click', 'Cut every competing link'],
        narration: [
          'Finally, ask for one action, with a button that says what happens next.',
          'Every extra link above the fold is a way to leave.',
          'Run the five second test again after each change, and keep the version people understand fastest.',
        ],
      },
    ],
  },
  {
    slug: 'subject-lines-people-open',
    title: 'Writing a subject line people open',
    category: 'Email Marketing',
    slides: [
      {
        heading: 'The subject line is a promise',
        bullets: ['Tell readers what is inside', 'Keep it under fifty characters', 'The first words matter most'],
        narration: [
          'People open an email when the subject line promises something they want.',
          'Say plainly what is inside, and keep it short enough to fit on a phone.',
        ],
      },
      {
        heading: 'Be specific',
        bullets: ['Numbers beat adjectives', 'Name the reader’s problem', 'Avoid words that shout'],
        narration: [
          'Specific beats clever.',
          '“Three ways to cut your grocery bill” tells the reader more than “Amazing savings inside”.',
          'Capital letters and exclamation marks look like spam, to readers and to filters.',
        ],
      },
      {
        heading: 'Test and keep a record',
        bullets: ['Send two versions to a small group', 'Keep the winner for the rest', 'Note what worked, and why'],
        narration: [
          'Send two versions to a small slice of your list, then send the winner to everyone else.',
          'Keep a simple record of what won, so every campaign teaches you something.',
          'After a few months, that record is a style guide written by your own readers.',
        ],
      },
    ],
  },
  {
    slug: 'title-tags-that-earn-clicks',
    title: 'Title tags that earn the click',
    category: 'SEO',
    slides: [
      {
        heading: 'What a title tag does',
        bullets: ['It is the blue link in results', 'It tells search engines the topic', 'It is your first sales line'],
        narration: [
          'The title tag is the blue link people see in search results.',
          'It tells search engines what the page is about, and it tells people why to click.',
          'A good title does both jobs in one short line.',
        ],
      },
      {
        heading: 'Lead with the search phrase',
        bullets: ['Put the main phrase first', 'About sixty characters', 'One page, one topic'],
        narration: [
          'Put the phrase people actually search for near the start.',
          'Keep it to about sixty characters, so it is not cut off.',
          'Give each page its own topic and its own title.',
        ],
      },
      {
        heading: 'Then give a reason to choose you',
        bullets: ['Add a benefit or a number', 'Match what the page delivers', 'Brand name last, if at all'],
        narration: [
          'After the phrase, add a reason to pick your result, such as a benefit or a number.',
          'Promise only what the page delivers, or visitors will bounce straight back.',
          'Put your brand name at the end, where it costs the least space.',
        ],
      },
    ],
  },
  {
    slug: 'validate-before-you-build',
    title: 'Validate an idea before you build it',
    category: 'Startups',
    slides: [
      {
        heading: 'Find the problem first',
        bullets: ['Talk to ten possible customers', 'Ask about their last attempt', 'Listen more than you pitch'],
        narration: [
          'Before you build anything, talk to ten people who might buy it.',
          'Ask how they dealt with the problem the last time it happened.',
          'Stories about the past are facts, while guesses about the future are only hopes.',
        ],
      },
      {
        heading: 'Look for money already spent',
        bullets: ['Paid tools and workarounds', 'Hours lost every week', 'Spreadsheets held together by hope'],
        narration: [
          'The best sign is money or time they already spend on a workaround.',
          'A problem nobody pays to solve is rarely worth a company.',
          'Write down what each person spends today, because that is your first price ceiling.',
        ],
      },
      {
        heading: 'Ask for a small commitment',
        bullets: ['A preorder or a deposit', 'A signed letter of intent', 'An hour of their time'],
        narration: [
          'Then ask for a small commitment, like a preorder, a deposit, or an hour of their time.',
          'Compliments are free, commitments are evidence.',
          'If nobody commits, change the idea, not the pitch.',
        ],
      },
    ],
  },
  {
    slug: 'prompt-with-context',
    title: 'Give an AI assistant the context it needs',
    category: 'AI',
    slides: [
      {
        heading: 'Context in, quality out',
        bullets: ['Who the result is for', 'What good looks like', 'An example to follow'],
        narration: [
          'An AI assistant only knows what you tell it.',
          'Say who the result is for, what a good answer looks like, and give one example to follow.',
        ],
      },
      {
        heading: 'Then review it yourself',
        bullets: ['Check every fact', 'Ask for a second draft', 'You own what you publish'],
        narration: ['Check every fact before you publish, because you are responsible for the result.'],
      },
    ],
  },
  {
    slug: 'two-minute-start',
    title: 'The two minute start',
    category: 'Personal Development',
    slides: [
      {
        heading: 'Make starting tiny',
        bullets: ['Shrink the task to two minutes', 'Open the file, write one line', 'Momentum does the rest'],
        narration: [
          'When a task feels too big, shrink the first step until it takes two minutes.',
          'Open the document and write one line.',
          'Starting is the hard part, and once you have started, carrying on is easy.',
        ],
      },
    ],
  },
  {
    slug: 'brand-voice-three-words',
    title: 'Describe your brand voice in three words',
    category: 'Branding',
    slides: [
      {
        heading: 'Pick three words',
        bullets: ['Friendly, direct, practical', 'Each word rules something out', 'Write them where the team sees'],
        narration: [
          'Describe how your brand sounds in three words, such as friendly, direct and practical.',
          'A good word rules something out, so direct means no long warm-ups.',
        ],
      },
      {
        heading: 'Use them to edit',
        bullets: ['Read every draft against them', 'Cut what does not fit'],
        narration: ['Read every draft against the three words, and cut whatever does not fit.'],
      },
    ],
  },
  {
    slug: 'product-photos-that-sell',
    title: 'Product photos that sell on Shopify',
    category: 'Shopify',
    slides: [
      {
        heading: 'Show it the way buyers use it',
        bullets: ['One clean shot on plain white', 'One photo in real use', 'One close-up of the detail'],
        narration: [
          'Online shoppers cannot touch your product, so your photos do the work.',
          'Start with one clean shot on a plain background, then one of the product in real use.',
          'Add a close-up of the detail buyers ask about most.',
        ],
      },
      {
        heading: 'Keep the set consistent',
        bullets: ['Same light and the same angle', 'Same size for every product'],
        narration: ['Use the same light, angle and size across your store, so it looks trustworthy.'],
      },
    ],
  },
];

/** Everything a clip's narrator says, in order: the text its captions must match. */
export function narrationOf(script: LessonScript): string[] {
  return script.slides.flatMap((slide) => slide.narration);
}
