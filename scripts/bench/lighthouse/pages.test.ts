import { commonestWord } from './pages';

describe('the search word the bench types', () => {
  it('is the word of four letters or more found in the most names, counted once per name', () => {
    const names = ['SEO for Beginners', 'The SEO Handbook', 'Email Handbook: Handbook Edition', 'Growth Handbook'];
    expect(commonestWord(names)).toBe('handbook');
  });

  it('skips words that say nothing, and is null when no name has a word to search', () => {
    expect(commonestWord(['From the Start', 'From Zero'])).toBe('start');
    expect(commonestWord(['A B', 'Go'])).toBeNull();
  });
});
