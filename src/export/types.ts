/** An export: the files by path relative to the output folder, and what the target engine has no place for. */
export interface ExportResult {
  files: Map<string, string>;
  notes: string[];
}

export const EXPORT_FORMATS = ['rasa', 'dialogflow'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
