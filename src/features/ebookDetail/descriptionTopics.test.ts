import { descriptionTopics, descriptionWithoutTopics } from './descriptionTopics';

test("the topics under a description's What's Inside heading", () => {
  const html =
    "<p>Intro</p><h3>What's Inside</h3><ul><li>SEO: a checklist</li><li> Ads:\n worked examples </li></ul><p>End</p>";
  expect(descriptionTopics(html)).toEqual(['SEO: a checklist', 'Ads: worked examples']);
});

test('a curly apostrophe or a question mark still counts, and a numbered list too', () => {
  expect(descriptionTopics('<h4>What’s inside?</h4><ol><li>One</li></ol>')).toEqual(['One']);
});

test('nothing when the description has no such heading, or no list under it', () => {
  expect(descriptionTopics('<p>Just words</p><ul><li>Not a topic list</li></ul>')).toEqual([]);
  expect(descriptionTopics("<h3>What's Inside</h3><p>Prose instead of a list</p>")).toEqual([]);
  expect(descriptionTopics('')).toEqual([]);
});

test("the Description tab's text leaves out the What's Inside heading and its list, and keeps the rest", () => {
  const html = "<p>Intro</p><h3>What's Inside</h3><ul><li>SEO: a checklist</li></ul><p>End</p>";
  expect(descriptionWithoutTopics(html)).toBe('<p>Intro</p><p>End</p>');
});

test('a description with no topics list stays as it is, and so does one that is nothing but the list', () => {
  expect(descriptionWithoutTopics('<p>Just words</p><ul><li>Not a topic list</li></ul>')).toBe(
    '<p>Just words</p><ul><li>Not a topic list</li></ul>',
  );
  const onlyList = "<h3>What's Inside</h3><ul><li>SEO</li></ul>";
  expect(descriptionWithoutTopics(onlyList)).toBe(onlyList);
  expect(descriptionWithoutTopics('')).toBe('');
});
