#!/usr/bin/env node
// Validates every JSON file in server/ingredients/kb/ (the built-in ingredient knowledge base).
// Plain Node, no dependencies. Usage: node scripts/check-kb.mjs   (exit code 1 on any error)
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kbDir = join(root, 'server', 'ingredients', 'kb');

const FUNCTIONS = new Set([
  'solvent',
  'emollient',
  'humectant',
  'emulsifier',
  'surfactant',
  'cleansing',
  'thickener',
  'preservative',
  'antioxidant',
  'fragrance',
  'fragrance-allergen',
  'uv-filter',
  'colorant',
  'ph-adjuster',
  'chelating',
  'skin-conditioning',
  'hair-conditioning',
  'film-forming',
  'abrasive',
  'antimicrobial',
  'deodorant',
  'antiperspirant',
  'active',
  'exfoliant',
  'soothing',
  'bulking',
  'opacifying',
  'plasticizer',
  'propellant',
  'absorbent',
  'binding',
  'oral-care',
  'hair-dye',
  'enzyme',
  'bleaching',
  'water-softener',
  'optical-brightener',
  'fibre',
]);
const RATINGS = new Set(['no-concern', 'low-to-moderate-concern', 'high-concern']);
const CONCERNS = new Set([
  'allergen',
  'irritant',
  'endocrine-disruption',
  'cmr',
  'environmental',
  'comedogenic',
  'contamination',
  'respiratory',
  'organ-toxicity',
  'microplastic',
  'photosensitivity',
]);
const ORIGINS = new Set(['natural', 'natural-derived', 'synthetic', 'mineral']);
const KEYS = [
  'inci',
  'synonyms',
  'cas',
  'functions',
  'rating',
  'concerns',
  'origin',
  'explanation',
  'sources',
];
const CAS_RE = /^\d{2,7}-\d{2}-\d$/;

const errors = [];
const warnings = [];
const seen = new Map(); // normalised name -> "file: inci (inci|synonym)"
const norm = (s) => s.trim().toLowerCase();
const isStr = (v) => typeof v === 'string' && v.trim().length > 0;
const isStrArr = (v) => Array.isArray(v) && v.every(isStr);

function casChecksumOk(cas) {
  const digits = cas.replace(/-/g, '');
  const check = Number(digits.at(-1));
  const body = digits.slice(0, -1).split('').reverse();
  const sum = body.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === check;
}

let files;
try {
  files = readdirSync(kbDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
} catch (e) {
  console.error(`Cannot read ${kbDir}: ${e.message}`);
  process.exit(1);
}
if (files.length === 0) {
  console.error(`No JSON files in ${kbDir}`);
  process.exit(1);
}

const summary = [];
for (const file of files) {
  let data;
  try {
    data = JSON.parse(readFileSync(join(kbDir, file), 'utf8'));
  } catch (e) {
    errors.push(`${file}: invalid JSON (${e.message})`);
    continue;
  }
  if (!Array.isArray(data)) {
    errors.push(`${file}: top level must be an array`);
    continue;
  }
  const ratings = { 'no-concern': 0, 'low-to-moderate-concern': 0, 'high-concern': 0 };
  data.forEach((e, i) => {
    const where = `${file}[${i}]${e && typeof e.inci === 'string' ? ` "${e.inci}"` : ''}`;
    const err = (msg) => errors.push(`${where}: ${msg}`);
    if (!e || typeof e !== 'object' || Array.isArray(e)) return err('entry must be an object');

    for (const k of KEYS) if (!(k in e)) err(`missing field "${k}"`);
    for (const k of Object.keys(e)) if (!KEYS.includes(k)) err(`unexpected field "${k}"`);

    if (!isStr(e.inci)) err('inci must be a non-empty string');
    else if (e.inci !== e.inci.trim()) err('inci has surrounding whitespace');

    if (!isStrArr(e.synonyms)) err('synonyms must be an array of non-empty strings');

    if (e.cas !== null) {
      if (typeof e.cas !== 'string') err('cas must be a string or null');
      else if (!CAS_RE.test(e.cas)) err(`cas "${e.cas}" is not in CAS format`);
      else if (!casChecksumOk(e.cas)) err(`cas "${e.cas}" fails the CAS check digit`);
    }

    if (!isStrArr(e.functions) || e.functions.length === 0)
      err('functions must be a non-empty array of strings');
    else for (const f of e.functions) if (!FUNCTIONS.has(f)) err(`unknown function "${f}"`);

    if (!RATINGS.has(e.rating)) err(`unknown rating "${e.rating}"`);
    else ratings[e.rating]++;

    if (!Array.isArray(e.concerns) || !e.concerns.every((c) => typeof c === 'string'))
      err('concerns must be an array of strings');
    else for (const c of e.concerns) if (!CONCERNS.has(c)) err(`unknown concern "${c}"`);

    if (!ORIGINS.has(e.origin)) err(`unknown origin "${e.origin}"`);

    if (typeof e.explanation !== 'string') err('explanation must be a string');
    else if (e.explanation.length < 40 || e.explanation.length > 400)
      err(`explanation length ${e.explanation.length} not within 40–400`);

    if (!isStrArr(e.sources) || e.sources.length === 0)
      err('sources must be a non-empty array of strings');

    for (const arr of ['functions', 'concerns', 'synonyms', 'sources']) {
      if (
        Array.isArray(e[arr]) &&
        new Set(e[arr].map((x) => String(x).trim().toLowerCase())).size !== e[arr].length
      )
        err(`duplicate values in ${arr}`);
    }
    if (e.rating === 'high-concern' && Array.isArray(e.concerns) && e.concerns.length === 0)
      warnings.push(`${where}: high-concern rating without any concern`);

    // Uniqueness of names across ALL files (inci and synonyms, case-insensitive, trimmed).
    const names = [];
    if (isStr(e.inci)) names.push([e.inci, 'inci']);
    if (Array.isArray(e.synonyms))
      for (const s of e.synonyms) if (isStr(s)) names.push([s, 'synonym']);
    for (const [name, kind] of names) {
      const key = norm(name);
      const label = `${file}: "${e.inci}" (${kind})`;
      if (seen.has(key)) {
        const prev = seen.get(key);
        // Same entry listing a synonym equal to its own inci is also an error.
        errors.push(`duplicate name "${name}": ${label} clashes with ${prev}`);
      } else seen.set(key, label);
    }
  });
  summary.push(
    `${file}: ${data.length} entries (no-concern ${ratings['no-concern']}, low-to-moderate ${ratings['low-to-moderate-concern']}, high ${ratings['high-concern']})`,
  );
}

for (const line of summary) console.log(line);
for (const w of warnings) console.warn(`warning: ${w}`);
if (errors.length) {
  for (const e of errors) console.error(`error: ${e}`);
  console.error(`\n${errors.length} error(s)`);
  process.exit(1);
}
console.log('Knowledge base OK');
