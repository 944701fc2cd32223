// The work someone says they do ("i'm a nurse", "sou enfermeira", "trabajo como profesor"), named in English so a
// later reply can say "your work as a nurse". A list of common kinds of work rather than any noun after "I'm a":
// "I'm a mess" or "I'm a Leo" is not a job. Pure.

/** Kinds of work, in the words people type (English, Portuguese, Spanish), each with its English name. */
const ROLES: readonly [string[], string][] = [
  [['nurse', 'enfermeira', 'enfermeiro', 'enfermera', 'enfermero'], 'nurse'],
  [['teacher', 'professora', 'professor', 'profesora', 'profesor', 'maestra', 'maestro'], 'teacher'],
  [['doctor', 'physician', 'gp', 'medica', 'medico'], 'doctor'],
  [
    [
      'software developer',
      'developer',
      'programmer',
      'software engineer',
      'dev',
      'programadora',
      'programador',
      'desarrolladora',
      'desarrollador',
    ],
    'software developer',
  ],
  [['engineer', 'engenheira', 'engenheiro', 'ingeniera', 'ingeniero'], 'engineer'],
  [['designer', 'disenadora', 'disenador'], 'designer'],
  [['lawyer', 'solicitor', 'attorney', 'advogada', 'advogado', 'abogada', 'abogado'], 'lawyer'],
  [['accountant', 'contadora', 'contador'], 'accountant'],
  [['student', 'estudante', 'estudiante', 'aluna', 'aluno'], 'student'],
  [['writer', 'journalist', 'escritora', 'escritor', 'jornalista', 'periodista'], 'writer'],
  [['artist', 'painter', 'illustrator', 'artista'], 'artist'],
  [['musician', 'musica', 'musico'], 'musician'],
  [['chef', 'cook', 'cozinheira', 'cozinheiro', 'cocinera', 'cocinero'], 'cook'],
  [['barista', 'waiter', 'waitress', 'bartender', 'garconete', 'garcom', 'camarera', 'camarero'], 'hospitality worker'],
  [['therapist', 'psychologist', 'counsellor', 'counselor', 'psicologa', 'psicologo', 'terapeuta'], 'therapist'],
  [['social worker', 'assistente social', 'trabajadora social', 'trabajador social'], 'social worker'],
  [['carer', 'caregiver', 'care worker', 'cuidadora', 'cuidador'], 'carer'],
  [
    [
      'paramedic',
      'midwife',
      'pharmacist',
      'dentist',
      'vet',
      'veterinarian',
      'parteira',
      'farmaceutica',
      'farmaceutico',
      'dentista',
      'veterinaria',
      'veterinario',
    ],
    'health worker',
  ],
  [['manager', 'gerente', 'supervisor', 'supervisora'], 'manager'],
  [
    ['entrepreneur', 'founder', 'business owner', 'empreendedora', 'empreendedor', 'emprendedora', 'emprendedor'],
    'business owner',
  ],
  [['freelancer', 'autonoma', 'autonomo'], 'freelancer'],
  [['salesperson', 'sales rep', 'vendedora', 'vendedor'], 'salesperson'],
  [['cashier', 'shop assistant', 'retail worker', 'caixa', 'cajera', 'cajero'], 'retail worker'],
  [
    ['receptionist', 'secretary', 'administrator', 'admin assistant', 'recepcionista', 'secretaria', 'secretario'],
    'office worker',
  ],
  [
    ['police officer', 'cop', 'firefighter', 'policial', 'bombeira', 'bombeiro', 'policia', 'bombera', 'bombero'],
    'emergency worker',
  ],
  [
    [
      'electrician',
      'plumber',
      'carpenter',
      'builder',
      'mechanic',
      'eletricista',
      'encanador',
      'electricista',
      'fontanero',
      'mecanico',
    ],
    'tradesperson',
  ],
  [['driver', 'motorista', 'conductor', 'conductora'], 'driver'],
  [
    [
      'researcher',
      'scientist',
      'pesquisadora',
      'pesquisador',
      'investigadora',
      'investigador',
      'cientista',
      'cientifica',
      'cientifico',
    ],
    'researcher',
  ],
  [['architect', 'arquiteta', 'arquiteto', 'arquitecta', 'arquitecto'], 'architect'],
  [['hairdresser', 'barber', 'cabeleireira', 'cabeleireiro', 'peluquera', 'peluquero'], 'hairdresser'],
  [['photographer', 'fotografa', 'fotografo'], 'photographer'],
  [['marketer', 'marketing manager', 'social media manager'], 'marketer'],
  [['consultant', 'consultora', 'consultor'], 'consultant'],
  [['analyst', 'data analyst', 'analista'], 'analyst'],
];

const ALL = ROLES.flatMap(([words]) => words).sort((a, b) => b.length - a.length);
/** "I'm a …", "I work as a …", "my job is …", "sou …", "trabajo como …", with an optional article. */
const SAYS_WORK = new RegExp(
  `(?:^|[.!,;]\\s*|\\b(?:and|but|so|e|y|pero|mas)\\s+)(?:i'?m|i am|im|i work as|i'?m working as|i work as an?|my job is|my job'?s|eu sou|sou|trabalho como|soy|trabajo (?:como|de))\\s+(?:a |an |um |uma |un |una |o |a )?(?:(?:\\w+ ){0,2}?)(${ALL.map((w) => w.replace(/ /g, '\\s+')).join('|')})s?\\b`,
  'i',
);

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase();

/** The kind of work the message says the person does, in English ("nurse"); null when it says none. */
export function occupationIn(text: string): string | null {
  const t = plain(text);
  // A question about a job is not telling one ("am i a good nurse?", "should i be a teacher?").
  const match = SAYS_WORK.exec(t);
  if (!match || /\b(should i|could i|would i|am i|do i)\b[^.!?]*$/.test(t.slice(0, match.index + 1))) return null;
  const word = match[1]!.replace(/\s+/g, ' ');
  return ROLES.find(([words]) => words.includes(word))?.[1] ?? null;
}
