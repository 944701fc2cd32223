import { extractionResultSchema, TRUNCATION_MARKER } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { builtinExtract, quoteOf, splitSentences } from '../knowledge/extract/builtin.ts';
import { ExtractionParseError, parseExtraction, stripCodeFences } from '../knowledge/extract/parse.ts';
import { checkBatchLimits, detectDocumentKind, formatKb } from './file-type.ts';
import { cleanOcrText, truncateForExtraction } from './text-cleanup.ts';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(40).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectDocumentKind', () => {
  it('recognises binary formats by magic bytes, whatever the name', () => {
    expect(detectDocumentKind(text('%PDF-1.4\n...'), 'x.txt')).toBe('pdf');
    expect(detectDocumentKind(bytes(0xff, 0xd8, 0xff, 0xe0), 'a.png')).toBe('jpeg');
    expect(detectDocumentKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectDocumentKind(text('GIF89a......'))).toBe('gif');
    expect(detectDocumentKind(bytes(0x42, 0x4d))).toBe('bmp');
    expect(detectDocumentKind(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(detectDocumentKind(bytes(0x49, 0x49, 0x2a, 0x00))).toBe('tiff');
    expect(detectDocumentKind(bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe('tiff');
  });
  it('tells text from binary and Markdown from plain text', () => {
    expect(detectDocumentKind(text('Saturn in Capricorn is disciplined.'), 'notes')).toBe('txt');
    expect(detectDocumentKind(text('# Saturn\n\nIn Capricorn.'), 'notes')).toBe('md');
    expect(detectDocumentKind(text('plain'), 'a.md')).toBe('md');
    expect(detectDocumentKind(text('Ünïcödé ♄ text'), 'a.txt')).toBe('txt');
  });
  it('refuses unsupported content even when named .pdf', () => {
    expect(detectDocumentKind(bytes(0x50, 0x4b, 0x03, 0x04), 'report.pdf')).toBeNull(); // zip
    expect(detectDocumentKind(new Uint8Array([0xc3, 0x28, 0x41]), 'a.txt')).toBeNull(); // bad UTF-8
    expect(detectDocumentKind(new Uint8Array(0), 'a.txt')).toBeNull();
    expect(detectDocumentKind(text('MZ\u0000\u0000binary'), 'a.pdf')).toBeNull();
  });
});

describe('limits', () => {
  it('accepts 20 files up to 25 MB and refuses more', () => {
    const ok = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, size: 25 * 1024 * 1024 }));
    expect(checkBatchLimits(ok)).toEqual([]);
    expect(checkBatchLimits([...ok, { name: 'x', size: 1 }])).toEqual(['At most 20 files can be uploaded at once']);
    expect(checkBatchLimits([{ name: 'big.pdf', size: 25 * 1024 * 1024 + 1 }])).toEqual([
      'big.pdf is larger than 25 MB',
    ]);
  });
  it('formats sizes in KB to one decimal', () => {
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(100)).toBe('0.1 KB');
  });
});

describe('cleanOcrText', () => {
  it('applies the spec cleanup', () => {
    const raw =
      '\u201cMars\u201d rules \u2018Aries\u2019 \u2014 fire\u2026\n12\nPage 3 of 9\n  Saturn    is   slow.  \n\n\n\nEnd';
    expect(cleanOcrText(raw)).toBe('"Mars" rules \'Aries\' - fire...\nSaturn is slow.\n\nEnd');
  });
  it('keeps lines that merely contain numbers', () => {
    expect(cleanOcrText('The 10th house\n42 degrees')).toBe('The 10th house\n42 degrees');
  });
});

describe('truncateForExtraction', () => {
  it('cuts at 50,000 characters with the marker', () => {
    expect(truncateForExtraction('a'.repeat(50_000))).toEqual({ text: 'a'.repeat(50_000), truncated: false });
    const cut = truncateForExtraction('b'.repeat(50_001));
    expect(cut.truncated).toBe(true);
    expect(cut.text.startsWith('b'.repeat(50_000))).toBe(true);
    expect(cut.text.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(cut.text.includes('b'.repeat(50_001))).toBe(false);
  });
});

const validReply = {
  doc_meta: { file_id: 'f1', file_name: 'a.txt', file_size: 10, processed_at: '2026-01-01T00:00:00Z' },
  extraction: {
    concepts: [
      {
        concept_type: 'Planet',
        name: 'Saturn',
        normalized_name: 'saturn',
        short_summary: 'Saturn teaches structure.',
        confidence: 0.8,
        evidence: [{ quote: 'Saturn teaches structure', pointer: 'f1#1' }],
      },
    ],
    follow_ups: [],
    confidence: 'high',
  },
};

describe('parseExtraction', () => {
  it('strips code fences and validates', () => {
    const fenced = `\`\`\`json\n${JSON.stringify(validReply)}\n\`\`\``;
    expect(stripCodeFences(fenced)).toBe(JSON.stringify(validReply));
    const parsed = parseExtraction(fenced);
    expect(parsed.extraction.concepts[0]?.traits).toEqual([]);
  });
  it('gives the exact parse error', () => {
    expect(() => parseExtraction('not json')).toThrow(ExtractionParseError);
    expect(() => parseExtraction('not json')).toThrow(/^Failed to parse Stellara extraction result: /);
  });
  it('gives the exact missing-concepts error', () => {
    expect(() => parseExtraction('{"extraction":{}}')).toThrow('Invalid extraction structure - missing concepts array');
    expect(() => parseExtraction('{"doc_meta":{}}')).toThrow('Invalid extraction structure - missing concepts array');
    expect(() => parseExtraction('null')).toThrow('Invalid extraction structure - missing concepts array');
  });
  it('refuses output outside the schema', () => {
    const tooManyTraits = structuredClone(validReply) as { extraction: { concepts: Record<string, unknown>[] } };
    (tooManyTraits.extraction.concepts[0] as Record<string, unknown>).traits = Array(13).fill('x');
    expect(() => parseExtraction(JSON.stringify(tooManyTraits))).toThrow(
      /^Failed to parse Stellara extraction result: .*traits/,
    );
    const longQuote = structuredClone(validReply) as { extraction: { concepts: { evidence: { quote: string }[] }[] } };
    (longQuote.extraction.concepts[0] as { evidence: { quote: string }[] }).evidence[0] = {
      quote: Array(26).fill('word').join(' '),
    };
    expect(() => parseExtraction(JSON.stringify(longQuote))).toThrow(/Failed to parse/);
    const badType = structuredClone(validReply) as { extraction: { concepts: Record<string, unknown>[] } };
    (badType.extraction.concepts[0] as Record<string, unknown>).concept_type = 'Cypher';
    expect(() => parseExtraction(JSON.stringify(badType))).toThrow(/Failed to parse/);
    const fourFollowUps = { ...validReply, extraction: { ...validReply.extraction, follow_ups: ['a', 'b', 'c', 'd'] } };
    expect(() => parseExtraction(JSON.stringify(fourFollowUps))).toThrow(/follow_ups/);
  });
});

const SAMPLE = `# Saturn and discipline

Saturn in Capricorn is disciplined, patient and responsible, and it builds structure over many years.
When Saturn squares the Moon, emotions can feel restricted and fear of rejection grows.
The tenth house describes career and public standing.
Venus trine Jupiter brings generous warmth and ease in relationships.
A transit of Pluto over the Ascendant is a time of transformation and intense change that reshapes the identity of a person.`;

describe('builtinExtract', () => {
  const result = builtinExtract(SAMPLE, { fileId: 'doc-1', fileName: 'saturn.md' }, new Date('2026-01-01T00:00:00Z'));
  const byName = (name: string) => result.extraction.concepts.find((c) => c.name === name);

  it('produces a schema-valid extraction', () => {
    expect(() => extractionResultSchema.parse(result)).not.toThrow();
    expect(result.doc_meta).toEqual({
      file_id: 'doc-1',
      file_name: 'saturn.md',
      file_size: SAMPLE.length,
      processed_at: '2026-01-01T00:00:00.000Z',
    });
  });
  it('finds planets, signs, houses, aspects, techniques and placements', () => {
    for (const name of [
      'Saturn',
      'Saturn in Capricorn',
      'Moon square Saturn',
      'Venus trine Jupiter',
      'Pluto',
      '10th House',
      'Transit',
      'Ascendant',
    ])
      expect(byName(name), name).toBeDefined();
    expect(byName('Mars')).toBeUndefined();
    expect(byName('10th House')?.properties).toEqual({ number: 10 });
    expect(byName('Saturn in Capricorn')?.properties).toEqual({
      placement: 'Saturn in Capricorn',
      placement_kind: 'planet-in-sign',
      planet: 'Saturn',
      sign: 'Capricorn',
    });
  });
  it('gives placement sentences to the placement, not to the planets, signs and aspects it names', () => {
    // Named only inside placements: no concept of their own, so nothing to overwrite their descriptions with.
    for (const name of ['Moon', 'Venus', 'Jupiter', 'Capricorn', 'Square', 'Trine']) {
      expect(byName(name), name).toBeUndefined();
    }
    expect(byName('Saturn')?.short_summary).toBe('Saturn and discipline');
    expect(byName('Venus trine Jupiter')?.related).toEqual([
      { type: 'Planet', name: 'Venus', relation: 'INTERPRETS' },
      { type: 'Planet', name: 'Jupiter', relation: 'INTERPRETS' },
      { type: 'Aspect', name: 'trine', relation: 'INTERPRETS' },
    ]);
  });
  it('builds traits, gifts, shadow and relations from the sentences around', () => {
    const saturn = byName('Saturn in Capricorn');
    expect(saturn?.concept_type).toBe('Interpretation');
    expect(saturn?.traits).toEqual(expect.arrayContaining(['disciplined', 'patient', 'responsible']));
    expect(saturn?.gifts).toContain('structure');
    expect(byName('Moon square Saturn')?.shadow).toContain('fear');
    expect(saturn?.related).toContainEqual({ type: 'Sign', name: 'Capricorn', relation: 'INTERPRETS' });
    expect(byName('10th House')?.themes).toContain('career');
  });
  it('quotes the document word for word, at most 25 words', () => {
    const flat = SAMPLE.replace(/\s+/g, ' ');
    for (const concept of result.extraction.concepts) {
      expect(concept.evidence.length).toBeGreaterThan(0);
      for (const ev of concept.evidence) {
        expect(ev.quote.split(' ').length).toBeLessThanOrEqual(25);
        expect(flat).toContain(ev.quote);
        expect(ev.pointer).toMatch(/^doc-1#sentence-\d+$/);
      }
    }
  });
  it('finds nothing in text without astrology', () => {
    expect(builtinExtract('The cat sat on the mat.', { fileId: 'x', fileName: 'x' }).extraction.concepts).toEqual([]);
  });
  it('splits sentences and cuts quotes', () => {
    expect(splitSentences('One two. Three!\nFour')).toEqual(['One two.', 'Three!', 'Four']);
    expect(quoteOf(Array(30).fill('w').join(' ')).split(' ')).toHaveLength(25);
  });

  it('summarises and quotes from full sentences before headings', () => {
    const text = '# Saturn and the Moon\n\nSaturn is disciplined and patient.';
    const saturn = builtinExtract(text, { fileId: 'd', fileName: 'd.md' }).extraction.concepts.find(
      (c) => c.name === 'Saturn',
    );
    expect(saturn?.short_summary).toBe('Saturn is disciplined and patient.');
    expect(saturn?.evidence[0]).toEqual({
      quote: 'Saturn is disciplined and patient.',
      pointer: 'd#sentence-2',
    });
  });
});
