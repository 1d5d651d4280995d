import type { Service } from '../../shared/schemas/service';

const noConfig = { teacherPath: null, parentPath: null, appPath: null, accessButton: null, registerButton: null };

/**
 * The demo library: every state the App Library shows (integrated, not integrated, free, coming soon).
 * Five apps have their descriptions in the portal's other languages; Typing Tutor and Coding Club
 * show the English fallback (docs/using/languages.md).
 */
export const DEMO_SERVICES: Service[] = [
  {
    id: '1',
    identifier: 'reading-rockets',
    name: 'Reading Rockets',
    homepage: 'https://reading-rockets.example',
    iconColor: '#E4572E',
    description: '<p>Phonics and reading lessons for ages 3–9, with <strong>hundreds of decodable books</strong>.</p>',
    translations: {
      es: {
        description:
          '<p>Lecciones de fonética y lectura para niños de 3 a 9 años, con <strong>cientos de libros decodificables</strong>.</p>',
      },
      fr: {
        description:
          '<p>Leçons de phonétique et de lecture pour les 3–9 ans, avec <strong>des centaines de livres décodables</strong>.</p>',
      },
      ar: {
        description:
          '<p>دروس في الصوتيات والقراءة للأعمار من 3 إلى 9 سنوات، مع <strong>مئات الكتب سهلة التهجئة</strong>.</p>',
      },
      'zh-Hans': { description: '<p>面向 3–9 岁儿童的拼读与阅读课程，配有<strong>数百本可解码读物</strong>。</p>' },
    },
    infoPage: 'https://reading-rockets.example/about',
    enabled: true,
    integrated: true,
    free: false,
    config: { ...noConfig, appPath: '/play', teacherPath: '/teach', parentPath: '/family' },
  },
  {
    id: '2',
    identifier: 'maths-quest',
    name: 'Maths Quest',
    homepage: 'https://maths-quest.example',
    iconColor: '#17A398',
    description: '<p>Adaptive maths practice from counting to algebra.</p>',
    translations: {
      es: { description: '<p>Práctica de matemáticas adaptativa, desde contar hasta álgebra.</p>' },
      fr: { description: '<p>Des exercices de maths adaptatifs, du comptage à l’algèbre.</p>' },
      ar: { description: '<p>تمارين رياضيات تتكيّف مع المتعلّم، من العدّ إلى الجبر.</p>' },
      'zh-Hans': { description: '<p>从数数到代数的自适应数学练习。</p>' },
    },
    infoPage: 'https://maths-quest.example/about',
    enabled: true,
    integrated: true,
    free: false,
    config: { ...noConfig, appPath: '/play' },
  },
  {
    id: '3',
    identifier: 'science-lab',
    name: 'Science Lab',
    homepage: 'https://science-lab.example',
    iconColor: '#3D5A80',
    description: '<p>Virtual experiments for the primary science curriculum.</p>',
    translations: {
      es: { description: '<p>Experimentos virtuales para el currículo de ciencias de primaria.</p>' },
      fr: { description: '<p>Des expériences virtuelles pour le programme de sciences du primaire.</p>' },
      ar: { description: '<p>تجارب افتراضية لمنهج العلوم في المرحلة الابتدائية.</p>' },
      'zh-Hans': { description: '<p>配合小学科学课程的虚拟实验。</p>' },
    },
    infoPage: 'https://science-lab.example/about',
    enabled: true,
    integrated: true,
    free: false,
    config: {
      ...noConfig,
      registerButton: {
        label: 'Register your class',
        url: 'https://science-lab.example/register',
        studentHidden: true,
      },
    },
  },
  {
    id: '4',
    identifier: 'spelling-bee',
    name: 'Spelling Bee',
    homepage: 'https://spelling-bee.example',
    iconColor: '',
    description: '<p>Weekly spelling lists and games.</p>',
    translations: {
      es: { description: '<p>Listas de ortografía semanales y juegos.</p>' },
      fr: { description: '<p>Des listes d’orthographe hebdomadaires et des jeux.</p>' },
      ar: { description: '<p>قوائم إملاء أسبوعية وألعاب.</p>' },
      'zh-Hans': { description: '<p>每周拼写单词表和游戏。</p>' },
    },
    infoPage: null,
    enabled: true,
    integrated: true,
    free: false,
    config: noConfig,
  },
  {
    id: '5',
    identifier: 'world-atlas',
    name: 'World Atlas',
    homepage: 'https://world-atlas.example',
    iconColor: '#98C1D9',
    description: '<p>An interactive atlas, free for everyone.</p>',
    translations: {
      es: { description: '<p>Un atlas interactivo, gratis para todos.</p>' },
      fr: { description: '<p>Un atlas interactif, gratuit pour tous.</p>' },
      ar: { description: '<p>أطلس تفاعلي، مجاني للجميع.</p>' },
      'zh-Hans': { description: '<p>互动地图集，所有人免费使用。</p>' },
    },
    infoPage: 'https://world-atlas.example/about',
    enabled: true,
    integrated: true,
    free: true,
    config: noConfig,
  },
  {
    id: '6',
    identifier: 'typing-tutor',
    name: 'Typing Tutor',
    homepage: 'https://typing-tutor.example',
    iconColor: '#6D597A',
    description: '<p>Touch typing for young learners. Sign-in happens on the publisher’s own site.</p>',
    infoPage: 'https://typing-tutor.example/about',
    enabled: true,
    integrated: false,
    free: false,
    config: noConfig,
  },
  {
    id: '7',
    identifier: 'coding-club',
    name: 'Coding Club',
    homepage: 'https://coding-club.example',
    iconColor: '#EE6C4D',
    description: '<p>Block and text coding projects. Coming next term.</p>',
    infoPage: null,
    enabled: false,
    integrated: true,
    free: false,
    config: noConfig,
  },
];
