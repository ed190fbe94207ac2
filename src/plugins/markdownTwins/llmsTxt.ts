// The two files that introduce the site to language-model tools (the llms.txt convention):
// `llms.txt`, an index of Markdown links grouped by section, and `llms-full.txt`, the whole
// current docs version in one file.

export type LlmsEntry = {title: string; url: string; description: string};
export type LlmsSection = {title: string; entries: LlmsEntry[]};

/** One line of text: Markdown list items and the summary quote must not break. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(value: string): string {
  return oneLine(value).replace(/([[\]\\])/g, '\\$1');
}

export function llmsTxt({
  title,
  summary,
  details,
  sections,
}: {
  title: string;
  summary: string;
  /** Paragraphs after the summary: what the links are and where the rest lives. */
  details: string[];
  sections: LlmsSection[];
}): string {
  const lines = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, ''];
  for (const paragraph of details) {
    lines.push(paragraph, '');
  }
  for (const section of sections) {
    if (section.entries.length === 0) {
      continue;
    }
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const entry of section.entries) {
      const description = oneLine(entry.description);
      lines.push(`- [${escapeLinkText(entry.title)}](${entry.url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The twins of a docs version, one after the other, each introduced by its address. */
export function llmsFullTxt({
  title,
  summary,
  pages,
}: {
  title: string;
  summary: string;
  pages: {url: string; markdown: string}[];
}): string {
  const parts = [`# ${oneLine(title)}\n\n> ${oneLine(summary)}\n`];
  for (const page of pages) {
    // Each twin starts with its `# Title`; the source address follows it.
    const [heading = '', ...rest] = page.markdown.split('\n');
    parts.push(`${heading}\n\nSource: ${page.url}\n${rest.join('\n')}`.trimEnd() + '\n');
  }
  return parts.join('\n---\n\n');
}
