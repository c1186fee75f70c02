// Minimal typings for the parts of NLP.js we use; it ships none.
declare module '@nlpjs/lang-en' {
  export class NormalizerEn {
    normalize(text: string): string;
  }
  export class TokenizerEn {
    innerTokenize(text: string): string[];
    tokenize(text: string, normalize?: boolean): string[];
  }
  export class StemmerEn {
    stemWord(word: string): string;
  }
  export class StopwordsEn {
    dictionary: Record<string, boolean>;
  }
  export class LangEn {}
}

declare module '@nlpjs/core' {
  export function containerBootstrap(settings?: unknown): Promise<{ use(plugin: unknown): void; get(name: string): unknown; register(name: string, item: unknown, isSingleton?: boolean): void }>;
}

declare module '@nlpjs/nlp' {
  export class Nlp {
    constructor(settings?: unknown);
    settings: Record<string, unknown>;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications?: Array<{ intent: string; score: number }>; entities?: unknown[] }>;
    export(minified?: boolean): string;
    import(data: string): void;
  }
}
