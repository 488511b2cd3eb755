import { seededRandom } from '../support/seeded-random';
import { RegExpParser } from '@eslint-community/regexpp';
import type { Node as RegExpNode } from '@eslint-community/regexpp/ast';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { prefilterRegExps, PREFILTERED_SOURCES } from '../../build/regexp-prefilter';
import { regexpRequirement } from '../../build/regexp-requirement';
import { prefiltered, textHolds } from '@/lib/util/prefiltered-regexp';

/** Every regular expression literal of the modules the build prefilters, as written. */
function parserPatterns(): RegExp[] {
  const files = ['lib/intent', 'lib/models/offline'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(folder, name)),
  );
  const patterns: RegExp[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf('/');
        patterns.push(new RegExp(text.slice(1, end), text.slice(end + 1)));
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return patterns;
}

/** Characters a class or an escape is tried with, most of them letters the parser's patterns look for. */
const CANDIDATES = [...'abcdefghijklmnopqrstuvwxyzAEIKOST0123456789 \t,.;:!?\'’-/#@&()"$%+*=_\u017f\u212a'];

/**
 * Texts that may match `pattern`, made by walking its syntax with seeded random choices (a class gets one of the
 * CANDIDATES it accepts, a repeat its least count plus up to two, one branch of an alternation); lookarounds and
 * anchors are left to chance, so the caller keeps the texts the pattern really matches. Each is also tried in upper
 * case, and in lower case with "s" as a long s, which `iu` patterns match too.
 */
function sampleMatches(pattern: RegExp, count: number): string[] {
  const ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, 0, pattern.source.length, { unicode: pattern.unicode, unicodeSets: pattern.unicodeSets });
  const pick = seededRandom(29).int;
  const accepts = (node: RegExpNode) => {
    const single = new RegExp(`^(?:${node.raw})$`, pattern.flags.replace(/[gy]/g, ''));
    return CANDIDATES.filter((character) => single.test(character));
  };
  const write = (node: RegExpNode): string => {
    switch (node.type) {
      case 'Pattern':
      case 'Group':
      case 'CapturingGroup':
        return node.alternatives.length ? write(node.alternatives[pick(node.alternatives.length)]!) : '';
      case 'Alternative':
        return node.elements.map(write).join('');
      case 'Quantifier': {
        const times = node.min + pick(Math.min(node.max, node.min + 2) - node.min + 1);
        return Array.from({ length: times }, () => write(node.element)).join('');
      }
      case 'Character':
        return String.fromCodePoint(node.value);
      case 'CharacterClass':
      case 'CharacterSet': {
        const options = accepts(node);
        return options.length ? options[pick(options.length)]! : '';
      }
      default:
        return ''; // assertions and back-references: left to chance
    }
  };
  const texts: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const text = write(ast);
    texts.push(text, text.toUpperCase(), text.toLowerCase().replace(/s/g, '\u017f'));
  }
  return texts;
}

describe('regexpRequirement', () => {
  it('names the words a pattern cannot match without, the most telling first', () => {
    expect(regexpRequirement('^(?:add|create)\\s+(.+)$', 'i')).toEqual([['add', 'create']]);
    expect(regexpRequirement('\\bevery\\s+other\\s+(?:mon|tues)day\\b', 'i')).toEqual([['every'], ['other']]);
    expect(regexpRequirement('Abeg', '')).toEqual([['Abeg']]);
    expect(regexpRequirement('Abeg', 'i')).toEqual([['abeg']]);
  });

  it('asks nothing of what may be left out, a class, a lookaround or a single letter', () => {
    expect(regexpRequirement('(?:the\\s+)?(\\w+)', 'i')).toEqual([]);
    expect(regexpRequirement('colou?r', '')).toEqual([['colo']]);
    expect(regexpRequirement('(?<=\\bat\\s)\\d+', '')).toEqual([]);
    expect(regexpRequirement('[a-z]+ing', '')).toEqual([['ing']]);
    expect(regexpRequirement('^(?:y|yes|yeah)$', 'i')).toEqual([]);
    expect(regexpRequirement('(?:add|)x', '')).toEqual([]);
  });

  it('holds in every text that a pattern of the offline parser matches (generated matches)', () => {
    const patterns = parserPatterns();
    expect(patterns.length).toBeGreaterThan(1000);
    let checked = 0;
    for (const pattern of patterns) {
      const requirement = regexpRequirement(pattern.source, pattern.flags);
      if (requirement.length === 0) continue;
      const plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
      const matches = sampleMatches(pattern, 40).filter((text) => plain.test(text));
      if (matches.length > 0) checked += 1;
      for (const text of matches) expect(textHolds(text, requirement, pattern.ignoreCase), `${pattern} on ${JSON.stringify(text)}`).toBe(true);
    }
    // Most patterns get generated matches; if the sampler stopped producing them this test would prove nothing.
    expect(checked).toBeGreaterThan(patterns.length / 2);
  });

  it('holds in every real request that a pattern of the offline parser matches (two blind batches)', () => {
    const requests = [27, 28].flatMap((batch) =>
      (JSON.parse(readFileSync(`test/fixtures/blind-batch-${batch}.json`, 'utf8')) as { items: { text: string }[] }).items.map((item) => item.text),
    );
    const texts = [...requests, ...requests.map((text) => text.toLowerCase()), ...requests.map((text) => text.toUpperCase())];
    for (const pattern of parserPatterns()) {
      const requirement = regexpRequirement(pattern.source, pattern.flags);
      if (requirement.length === 0) continue;
      const plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
      for (const text of texts) if (plain.test(text)) expect(textHolds(text, requirement, pattern.ignoreCase), `${pattern} on ${JSON.stringify(text)}`).toBe(true);
    }
  });
});

describe('the build step that prefilters the parser’s patterns', () => {
  it('wraps a literal that needs a word, once for the module, and leaves one that needs nothing', () => {
    const out = prefilterRegExps('export const a = (text) => /every\\s+day/i.test(text);\nexport const b = /\\w+/;\n', '/runtime.ts')!;
    expect(out.code).toContain('import { prefiltered as __prefilteredRegExp } from "/runtime.ts";');
    expect(out.code).toContain('const __prefilteredRegExp0 = __prefilteredRegExp(/every\\s+day/i, [["every"],["day"]]);');
    expect(out.code).toContain('export const a = (text) => __prefilteredRegExp0.test(text);');
    expect(out.code).toContain('export const b = /\\w+/;');
  });

  it('leaves a global pattern where it is, a new one at each evaluation', () => {
    const out = prefilterRegExps('export const strip = (text) => text.replace(/every\\s+/g, "");\n', '/runtime.ts')!;
    expect(out.code).toContain('const __prefilteredRegExpNeeds0 = [["every"]];');
    expect(out.code).toContain('export const strip = (text) => text.replace(__prefilteredRegExp(/every\\s+/g, __prefilteredRegExpNeeds0), "");');
    const strip = new Function('__prefilteredRegExp', `${out.code.replace(/^import .*$/m, '').replaceAll('export const', 'const')}; return strip;`)(prefiltered) as (
      text: string,
    ) => string;
    expect([strip('every every day'), strip('each day')]).toEqual(['day', 'each day']);
  });

  it('changes nothing in a module without such a literal', () => {
    expect(prefilterRegExps('export const b = /\\w+/;\nexport const c = "every day";\n', '/runtime.ts')).toBeUndefined();
  });

  it('takes the offline parser’s modules only', () => {
    expect(PREFILTERED_SOURCES.test('/repo/lib/intent/read-intent.ts')).toBe(true);
    expect(PREFILTERED_SOURCES.test('/repo/lib/models/offline/plan-response.ts')).toBe(true);
    expect(PREFILTERED_SOURCES.test('/repo/lib/util/prefiltered-regexp.ts')).toBe(false);
    expect(PREFILTERED_SOURCES.test('/repo/lib/agent/loop.ts')).toBe(false);
  });
});
