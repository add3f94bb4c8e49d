import type { LatLng } from './seed-data'

/** A comune outside Bari: the middle of its town and some of its main streets. */
export interface Town {
  /** Roughly the town's main square; customers are placed around it, inside the zone. */
  centre: LatLng
  streets: readonly string[]
}

/**
 * The eight comuni of the delivery area. Streets are the usual main streets of these towns (the
 * roads named after the neighbouring towns, Via Roma, the Corso); the gazetteer covers Bari only.
 */
export const TOWNS: Readonly<Record<string, Town>> = {
  Triggiano: {
    centre: { lat: 41.066, lng: 16.925 },
    streets: [
      'Via Casalino',
      'Corso Vittorio Emanuele II',
      'Via Carroccio',
      'Piazza Vittorio Veneto',
      'Via Roma',
      'Via Capurso',
      'Via Noicattaro',
      'Via Bari',
      'Via Aldo Moro',
      'Via Giuseppe Di Vittorio',
      'Via Cellamare',
      'Via Giuseppe Mazzini',
    ],
  },
  Capurso: {
    centre: { lat: 41.046, lng: 16.9205 },
    streets: [
      'Via Roma',
      'Corso Vittorio Emanuele II',
      'Via Bari',
      'Via Noicattaro',
      'Via Triggiano',
      'Via Cellamare',
      'Via Giuseppe Verdi',
      'Via Dante Alighieri',
      'Piazza Giuseppe Garibaldi',
      'Via Torricella',
    ],
  },
  Valenzano: {
    centre: { lat: 41.044, lng: 16.8855 },
    streets: [
      'Via Bari',
      'Via Capurso',
      'Via Casamassima',
      'Corso Umberto I',
      'Via Aldo Moro',
      'Via Roma',
      'Via Vittorio Veneto',
      'Via Ceglie',
      'Via Adelfia',
      'Via Dante Alighieri',
    ],
  },
  Modugno: {
    centre: { lat: 41.0835, lng: 16.7815 },
    streets: [
      'Via Roma',
      'Piazza Giuseppe Garibaldi',
      'Corso Umberto I',
      'Via Bitonto',
      'Via Palese',
      'Via Bari',
      'Via Conte Rocco Stella',
      'Via Piave',
      'Viale della Repubblica',
      'Via Vittorio Veneto',
      'Via Paolo VI',
      'Via Dante Alighieri',
    ],
  },
  Bitritto: {
    centre: { lat: 41.042, lng: 16.825 },
    streets: [
      'Via Bari',
      'Via Roma',
      'Corso Vittorio Emanuele II',
      'Piazza Aldo Moro',
      'Via Sannicandro',
      'Via Modugno',
      'Via Loseto',
      'Via Giuseppe Mazzini',
      'Via Vittorio Veneto',
      'Via Francesco Crispi',
    ],
  },
  Adelfia: {
    centre: { lat: 41.0035, lng: 16.8715 },
    streets: [
      'Corso Vittorio Emanuele II',
      'Via Roma',
      'Via Casamassima',
      'Via Bari',
      'Via Valenzano',
      'Via Sannicandro',
      'Via Acquaviva',
      'Via Giuseppe Garibaldi',
      'Via Aldo Moro',
      'Via della Resistenza',
    ],
  },
  Cellamare: {
    centre: { lat: 41.0195, lng: 16.9285 },
    streets: [
      'Via Roma',
      'Via Capurso',
      'Via Casamassima',
      'Via Bari',
      'Via Noicattaro',
      'Piazza Risorgimento',
      'Via Aldo Moro',
      'Via Giuseppe Verdi',
      'Corso Vittorio Emanuele II',
    ],
  },
  Casamassima: {
    centre: { lat: 40.9565, lng: 16.9205 },
    streets: [
      'Via Bari',
      'Via Roma',
      'Corso Umberto I',
      'Via Acquaviva',
      'Via Turi',
      'Piazza Aldo Moro',
      'Via Noicattaro',
      'Via Adelfia',
      'Via Cellamare',
      'Via Giuseppe Garibaldi',
      'Via Dante Alighieri',
    ],
  },
}

/** Streets for a zone that has neither gazetteer streets nor a town above (a zone added later). */
export const FALLBACK_STREETS: readonly string[] = [
  'Via Roma',
  'Via Giuseppe Garibaldi',
  'Corso Vittorio Emanuele II',
  'Via Bari',
  'Piazza Aldo Moro',
]
