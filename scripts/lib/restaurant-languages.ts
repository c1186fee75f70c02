/**
 * The restaurant bot in the languages other than English, for the engine's cost with builtins (bench:builtins,
 * scripts/experiments/builtin-engine-steady.ts): each corpus (test/fixtures/languages/, a party size as the `number`
 * builtin and a booking time as `datetime`) and ten statements like bench:builtins' English ones (party sizes,
 * dates and times, statements without either).
 */
import { join } from 'node:path';

export interface RestaurantLanguage { locale: string; name: string; corpus: string; statements: string[] }

const LANGUAGES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'languages');

export const RESTAURANT_LANGUAGES: readonly RestaurantLanguage[] = [
  { locale: 'es', name: 'Spanish', corpus: join(LANGUAGES, 'restaurante.yaml'), statements: ['una mesa para dos personas mañana a las 8', 'reservar para veintitrés personas el sábado a las 9 de la noche', 'mesa para 4 pasado mañana', 'quiero cancelar mi reserva', '¿abren el domingo?', 'hola buenas', 'somos seis, ¿tienen mesa esta noche?', 'anula la reserva de mañana', '¿cuál es su horario?', 'mesa para tres a las 21:00'] },
  { locale: 'fr', name: 'French', corpus: join(LANGUAGES, 'restaurant-fr.yaml'), statements: ['une table pour deux personnes demain à 20h', 'réserver pour vingt-trois personnes samedi à 9 heures du soir', 'une table pour 4 après-demain', 'je veux annuler ma réservation', 'êtes-vous ouverts dimanche ?', 'bonjour', 'nous sommes six, avez-vous une table ce soir ?', 'annulez la réservation de demain', 'quels sont vos horaires ?', 'une table pour trois à 21h'] },
  { locale: 'de', name: 'German', corpus: join(LANGUAGES, 'restaurant-de.yaml'), statements: ['einen Tisch für zwei Personen morgen um 20 Uhr', 'reservieren für dreiundzwanzig Personen am Samstag um 21 Uhr', 'Tisch für 4 übermorgen', 'ich möchte meine Reservierung stornieren', 'haben Sie am Sonntag geöffnet?', 'hallo', 'wir sind sechs, haben Sie heute Abend einen Tisch?', 'stornieren Sie die Reservierung von morgen', 'wie sind Ihre Öffnungszeiten?', 'Tisch für drei um 21:00'] },
  { locale: 'pt', name: 'Portuguese', corpus: join(LANGUAGES, 'restaurant-pt.yaml'), statements: ['uma mesa para duas pessoas amanhã às 20h', 'reservar para vinte e três pessoas no sábado às 21h', 'mesa para 4 depois de amanhã', 'quero cancelar a minha reserva', 'estão abertos no domingo?', 'olá', 'somos seis, tem mesa hoje à noite?', 'cancele a reserva de amanhã', 'qual é o vosso horário?', 'mesa para três às 21:00'] },
  { locale: 'it', name: 'Italian', corpus: join(LANGUAGES, 'restaurant-it.yaml'), statements: ['un tavolo per due persone domani alle 20', 'prenotare per ventitré persone sabato alle 21', 'tavolo per 4 dopodomani', 'voglio annullare la mia prenotazione', 'siete aperti domenica?', 'ciao', 'siamo in sei, avete un tavolo stasera?', 'annulla la prenotazione di domani', 'quali sono i vostri orari?', 'tavolo per tre alle 21:00'] },
  { locale: 'nl', name: 'Dutch', corpus: join(LANGUAGES, 'restaurant-nl.yaml'), statements: ['een tafel voor twee personen morgen om 20 uur', 'reserveren voor drieëntwintig personen zaterdag om 21 uur', 'tafel voor 4 overmorgen', 'ik wil mijn reservering annuleren', 'zijn jullie zondag open?', 'hallo', 'we zijn met zes, heeft u vanavond een tafel?', 'annuleer de reservering van morgen', 'wat zijn jullie openingstijden?', 'tafel voor drie om 21:00'] },
  { locale: 'ja', name: 'Japanese', corpus: join(LANGUAGES, 'restaurant-ja.yaml'), statements: ['明日の20時に2人で予約したい', '土曜日の21時に23人で予約をお願いします', '明後日4人で席はありますか', '予約をキャンセルしたいです', '日曜日は営業していますか', 'こんにちは', '6人です、今夜席はありますか', '明日の予約を取り消してください', '営業時間を教えてください', '3人で21時に席はありますか'] },
];
