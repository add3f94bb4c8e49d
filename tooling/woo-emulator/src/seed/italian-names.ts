/** Names for the seeded people and businesses: common in Bari and its province, and in Italy. */

// biome-ignore format: long word lists
export const MALE_FIRST_NAMES: readonly string[] = [
  'Vito', 'Nicola', 'Michele', 'Giuseppe', 'Francesco', 'Antonio', 'Domenico', 'Vincenzo', 'Onofrio', 'Savino',
  'Pasquale', 'Donato', 'Rocco', 'Cosimo', 'Leonardo', 'Giovanni', 'Angelo', 'Luigi', 'Mario', 'Gianluca',
  'Marco', 'Luca', 'Andrea', 'Alessandro', 'Davide', 'Matteo', 'Lorenzo', 'Gabriele', 'Riccardo', 'Stefano',
  'Paolo', 'Fabio', 'Roberto', 'Massimo', 'Carlo', 'Sergio', 'Raffaele', 'Gaetano', 'Salvatore', 'Giacomo',
  'Emanuele', 'Daniele', 'Simone', 'Federico', 'Tommaso', 'Filippo', 'Mattia', 'Nicolò', 'Pietro', 'Sabino',
  'Ruggiero', 'Felice', 'Cataldo', 'Giorgio', 'Alberto', 'Claudio', 'Enrico', 'Franco', 'Gianni', 'Maurizio',
  'Pierluigi', 'Giancarlo', 'Giampaolo', 'Vitantonio', 'Vitangelo', 'Francescopaolo', 'Mauro', 'Ivan', 'Cristian', 'Diego',
  'Edoardo', 'Elia', 'Samuele', 'Christian', 'Alessio', 'Valerio', 'Dario', 'Walter', 'Ignazio', 'Modesto',
]

// biome-ignore format: long word lists
export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Maria', 'Anna', 'Giuseppina', 'Angela', 'Rosa', 'Antonella', 'Francesca', 'Lucia', 'Teresa', 'Grazia',
  'Isabella', 'Nicoletta', 'Vita', 'Annamaria', 'Rosanna', 'Maddalena', 'Carmela', 'Addolorata', 'Giovanna', 'Elena',
  'Chiara', 'Sara', 'Giulia', 'Alessia', 'Martina', 'Federica', 'Valentina', 'Silvia', 'Laura', 'Paola',
  'Marilena', 'Mariangela', 'Sabrina', 'Simona', 'Ilaria', 'Claudia', 'Roberta', 'Daniela', 'Monica', 'Marianna',
  'Serena', 'Floriana', 'Arianna', 'Beatrice', 'Aurora', 'Sofia', 'Ginevra', 'Alice', 'Emma', 'Camilla',
  'Rossella', 'Raffaella', 'Stefania', 'Patrizia', 'Loredana', 'Mariella', 'Filomena', 'Domenica', 'Michela', 'Nunzia',
  'Caterina', 'Margherita', 'Elisabetta', 'Cinzia', 'Barbara', 'Manuela', 'Tiziana', 'Vincenza', 'Letizia', 'Irene',
  'Noemi', 'Greta', 'Rebecca', 'Miriam', 'Benedetta', 'Eleonora', 'Carla', 'Gabriella', 'Doriana', 'Savina',
]

/** Surnames typical of Bari and Puglia (drawn more often). */
// biome-ignore format: long word lists
export const APULIAN_SURNAMES: readonly string[] = [
  'Lorusso', 'Lovecchio', 'De Palma', 'Cassano', 'Abbrescia', 'Decaro', 'Laforgia', 'Lattanzio', 'Losito', 'Loiacono',
  'Lamanna', 'Lacalamita', 'Lagioia', 'Lavermicocca', 'Lacirignola', 'Leccese', 'Lobascio', 'Lomuscio', 'Lorizzo', 'Loseto',
  'Lopopolo', 'Lovero', 'Losacco', 'Lupelli', 'Melchiorre', 'Mastrangelo', 'Minervini', 'Morea', 'Nitti', 'Petruzzelli',
  'Pascazio', 'Quarto', 'Romito', 'Sardone', 'Scaramuzzi', 'Signorile', 'Stellacci', 'Tatò', 'Tarantini', 'Tota',
  'Zaccaria', "D'Introno", "D'Elia", 'De Benedictis', 'De Giglio', 'Di Cosola', 'Di Ciaula', 'Di Gioia', 'Di Venere', 'Di Molfetta',
  'Fanelli', 'Favia', 'Fiorentino', 'Fornelli', 'Gadaleta', 'Giannelli', 'Giannuzzi', 'Girardi', 'Gismondi', 'Colella',
  'Carbonara', 'Ciccarone', 'Cuccovillo', 'Dammacco', 'Difonzo', 'Amoruso', 'Angiulli', 'Altamura', 'Armenise', 'Bellino',
  'Barile', 'Buonamassa', 'Campanale', 'Capriati', 'Catalano', 'Colaianni', 'Corriero', 'Daddabbo', 'Delvecchio', 'Depalo',
  'Didonna', 'Dimiccoli', 'Fumarola', 'Galantino', 'Germinario', 'Grieco', 'Iacobellis', 'Introna', 'Labianca', 'Lerario',
  'Liuzzi', 'Macina', 'Maiorano', 'Mangialardi', 'Massari', 'Montrone', 'Musci', 'Netti', 'Nicassio', 'Panaro',
  'Papapicco', 'Partipilo', 'Piepoli', 'Rutigliano', 'Scarongella', 'Sgobba', 'Strippoli', 'Tangorra', 'Tedone', 'Tricarico',
  'Trentadue', 'Verni', 'Vernice', 'Zonno', 'Sciannimanico', 'Santoiemma', 'Ranieri', 'Resta', 'Sisto', 'Valente',
  'Anaclerio', 'Bonasia', 'Cardone', 'Cotugno', 'Dellino', 'Ferorelli', 'Guastamacchia', 'Lisi', 'Mele', 'Milella',
  'Nardulli', 'Paparella', 'Ricciardi', 'Saponaro', 'Summo', 'Tanzi', 'Ventrella', 'Vitucci', 'Zupo', 'Sasso',
]

/** Surnames common across Italy. */
// biome-ignore format: long word lists
export const ITALIAN_SURNAMES: readonly string[] = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi',
  'Villa', 'Conte', 'Ferraro', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala',
  'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Farina', 'Rizzi', 'Monti', 'Amato', 'Silvestri', 'Mazza',
  'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani', 'Benedetti', 'Barone', 'Caputo', 'Guerra', 'Palmieri',
  'Bernardi', 'Martino', 'Fiore', 'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Donati', 'Battaglia', 'Neri',
  'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico", 'Orlando', 'Pinto', 'Spinelli', 'Vacca', 'Ventura', 'Zito',
]

/** Words for bar, restaurant and shop names in town. */
// biome-ignore format: long word lists
export const VENUE_NAMES: readonly string[] = [
  'San Nicola', 'Il Faro', 'del Porto', 'La Muraglia', 'Levante', 'Murat', 'Il Sole', 'Borgo Antico', 'La Pineta', 'Le Palme',
  'Il Molo', 'La Perla', 'Adriatico', 'Il Gabbiano', 'La Lanterna', 'Il Castello', 'Pane e Pomodoro', 'Il Ritrovo', 'Centrale', 'Stazione',
  'Aurora', 'Il Fornaio', 'La Corte', 'Vecchia Bari', 'Il Trullo', 'La Caravella', 'Al Teatro', 'Dei Mille', 'La Rotonda', 'Il Giardino',
]

/** Kinds of businesses in town, with how their name is built. */
// biome-ignore format: long word lists
export const TOWN_BUSINESSES: readonly { kind: string; usesSurname: boolean }[] = [
  { kind: 'Bar', usesSurname: false }, { kind: 'Caffè', usesSurname: false }, { kind: 'Pizzeria', usesSurname: false },
  { kind: 'Trattoria', usesSurname: false }, { kind: 'Ristorante', usesSurname: false }, { kind: 'Braceria', usesSurname: false },
  { kind: 'Panificio', usesSurname: true }, { kind: 'Pasticceria', usesSurname: true }, { kind: 'Salumeria', usesSurname: true },
  { kind: 'Studio Legale', usesSurname: true }, { kind: 'Studio Dentistico', usesSurname: true }, { kind: 'Studio Commercialista', usesSurname: true },
  { kind: 'Farmacia', usesSurname: true }, { kind: 'Palestra', usesSurname: false }, { kind: 'B&B', usesSurname: false },
  { kind: 'Agenzia Immobiliare', usesSurname: true }, { kind: 'Autoscuola', usesSurname: false }, { kind: 'Circolo', usesSurname: false },
]

/** Kinds of businesses in the industrial zone. */
// biome-ignore format: long word lists
export const INDUSTRIAL_BUSINESSES: readonly string[] = [
  'Autotrasporti', 'Officina Meccanica', 'Carpenteria', 'Logistica', 'Edilizia', 'Impianti Elettrici', 'Termoidraulica', 'Ferramenta',
  'Tipografia', 'Arredamenti', 'Ricambi Auto', 'Imballaggi', 'Distribuzione Alimentare', 'Serramenti', 'Elettroforniture', 'Pulizie Industriali',
]

export const COMPANY_SUFFIXES: readonly string[] = [
  ' S.r.l.',
  ' S.r.l.',
  ' S.r.l.s.',
  ' S.n.c.',
  ' S.p.A.',
  ' & Figli S.r.l.',
  ' S.a.s.',
]
