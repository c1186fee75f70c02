import { describe, expect, it } from 'vitest';
import { ruleIndex, type Glossary } from '../../../src/entities/builtins/datetime-gloss.js';
import { GLOSSARY_DE } from '../../../src/entities/builtins/gloss-de.js';
import { GLOSSARY_ES } from '../../../src/entities/builtins/gloss-es.js';
import { GLOSSARY_FR } from '../../../src/entities/builtins/gloss-fr.js';
import { GLOSSARY_IT } from '../../../src/entities/builtins/gloss-it.js';
import { GLOSSARY_JA } from '../../../src/entities/builtins/gloss-ja.js';
import { GLOSSARY_NL } from '../../../src/entities/builtins/gloss-nl.js';
import { GLOSSARY_PT } from '../../../src/entities/builtins/gloss-pt.js';
import { GLOSSARY_ZH } from '../../../src/entities/builtins/gloss-zh.js';

// The gloss tries a glossary's rules at a place only when their one alternation matches there (ruleIndex()): where it
// does not, no rule of it may match. Checked at every place of phrases that start rules and of ones that do not.
const PHRASES: Record<string, string[]> = {
  de: ['morgen um halb 8', 'vor 2 tagen', 'am 3. mai 2020 um 20 uhr', 'einen tisch für zwei personen', 'nächste woche', '15.2.2013'],
  es: ['pasado mañana a las 9 de la noche', 'hace 3 días', 'el 2 de octubre de 2020', 'una mesa para dos', 'fin de semana', '15/02/2013'],
  fr: ['après-demain à 20h', 'il y a 3 jours', 'le 2 octobre 2020', 'une table pour deux', 'en fin de journée', '15/02/2013'],
  it: ['dopodomani alle 21', '3 giorni fa', 'il 2 ottobre 2020', 'un tavolo per due', 'un quarto alle 8', 'ott/2', '2020-set-23'],
  pt: ['depois de amanhã às 21h', 'há 3 dias', 'quarta-feira', '2 de outubro de 2020', 'uma mesa para duas', 'set-23-2020', '2015-3-3'],
  nl: ['overmorgen om 21 uur', "'s avonds", '3 dagen geleden', 'een tafel voor twee', '2 oktober 2020'],
  ja: ['明日の20時に2人で', '3日前', '来週の金曜日', '2020年10月2日', '今夜'],
  zh: ['明天晚上八点', '三天前', '下周五', '2020年10月2日', '下午三點十五'],
};
const GLOSSARIES: Record<string, Glossary> = { de: GLOSSARY_DE, es: GLOSSARY_ES, fr: GLOSSARY_FR, it: GLOSSARY_IT, ja: GLOSSARY_JA, nl: GLOSSARY_NL, pt: GLOSSARY_PT, zh: GLOSSARY_ZH };

describe('the gloss rules\' quick test', () => {
  it.each(Object.keys(GLOSSARIES))('%s: no rule matches where the alternation does not', (language) => {
    const glossary = GLOSSARIES[language]!;
    for (const rules of [glossary.rules, glossary.early ?? []]) {
      const index = ruleIndex(rules);
      const joined = rules.filter((r) => !index.always.includes(r));
      let matched = 0;
      for (const phrase of PHRASES[language]!) {
        for (let at = 0; at < phrase.length; at++) {
          const some = joined.some(([re]) => { re.lastIndex = at; return re.test(phrase); });
          if (index.any === null) { expect(some).toBe(false); continue; }
          index.any.lastIndex = at;
          expect(index.any.test(phrase)).toBe(some);
          if (some) matched++;
        }
      }
      // The phrases start rules: the test is not vacuous.
      if (rules === glossary.rules) expect(matched).toBeGreaterThan(0);
    }
  });
});
