/**
 * Ethiopian given names by background, in Latin and Ge'ez script. Addis Ababa mixes all of them,
 * so the demo draws from every group; the group also tells which language an agent speaks
 * besides Amharic and English.
 */

/** A name in English spelling and in Amharic (Ge'ez script). */
export interface NamePair {
  en: string;
  am: string;
}

/** Names common in one background, with the language its speakers most often add. */
export interface NameGroup {
  group: string;
  language: string;
  male: readonly NamePair[];
  female: readonly NamePair[];
}

const n = (en: string, am: string): NamePair => ({ en, am });

/** Given names by background (Amhara, Oromo, Tigray, Gurage, Sidama, Silte). */
export const NAME_GROUPS: readonly NameGroup[] = [
  {
    group: 'Amhara',
    language: 'Amharic',
    male: [
      n('Abebe', 'አበበ'),
      n('Kebede', 'ከበደ'),
      n('Tesfaye', 'ተስፋዬ'),
      n('Dawit', 'ዳዊት'),
      n('Getachew', 'ጌታቸው'),
      n('Tadesse', 'ታደሰ'),
      n('Mulugeta', 'ሙሉጌታ'),
      n('Alemayehu', 'ዓለማየሁ'),
      n('Bereket', 'በረከት'),
      n('Yonas', 'ዮናስ'),
      n('Henok', 'ሄኖክ'),
      n('Biruk', 'ብሩክ'),
      n('Solomon', 'ሰለሞን'),
      n('Tewodros', 'ቴዎድሮስ'),
      n('Girma', 'ግርማ'),
      n('Mesfin', 'መስፍን'),
      n('Worku', 'ወርቁ'),
      n('Asrat', 'አስራት'),
    ],
    female: [
      n('Almaz', 'አልማዝ'),
      n('Tigist', 'ትዕግሥት'),
      n('Hiwot', 'ሕይወት'),
      n('Selam', 'ሰላም'),
      n('Meron', 'ሜሮን'),
      n('Bethlehem', 'ቤተልሔም'),
      n('Mahlet', 'ማኅሌት'),
      n('Rahel', 'ራሔል'),
      n('Tsion', 'ጽዮን'),
      n('Mekdes', 'መቅደስ'),
      n('Genet', 'ገነት'),
      n('Aster', 'አስቴር'),
      n('Meseret', 'መሠረት'),
      n('Eden', 'ኤደን'),
      n('Hana', 'ሐና'),
    ],
  },
  {
    group: 'Oromo',
    language: 'Afaan Oromo',
    male: [
      n('Gemechu', 'ገመቹ'),
      n('Tolosa', 'ቶሎሳ'),
      n('Chala', 'ጫላ'),
      n('Lencho', 'ለንጮ'),
      n('Gutu', 'ጉቱ'),
      n('Obsa', 'ኦብሳ'),
      n('Bekele', 'በቀለ'),
      n('Dereje', 'ደረጀ'),
      n('Fayisa', 'ፈይሳ'),
      n('Lemma', 'ለማ'),
      n('Tesema', 'ተሰማ'),
      n('Abdisa', 'አብዲሳ'),
      n('Kenenisa', 'ቀነኒሳ'),
      n('Gudeta', 'ጉደታ'),
      n('Kumsa', 'ኩምሳ'),
    ],
    female: [
      n('Chaltu', 'ጫልቱ'),
      n('Ayantu', 'አያንቱ'),
      n('Bontu', 'ቦንቱ'),
      n('Hawi', 'ሐዊ'),
      n('Gadise', 'ገዲሴ'),
      n('Lalise', 'ላሊሴ'),
      n('Obse', 'ኦብሴ'),
      n('Sena', 'ሴና'),
      n('Bilise', 'ቢሊሴ'),
    ],
  },
  {
    group: 'Tigray',
    language: 'Tigrinya',
    male: [
      n('Gebremedhin', 'ገብረመድኅን'),
      n('Tesfay', 'ተስፋይ'),
      n('Berhe', 'በርሀ'),
      n('Gebru', 'ገብሩ'),
      n('Kahsay', 'ካሕሳይ'),
      n('Kiros', 'ኪሮስ'),
      n('Mebrahtu', 'መብራህቱ'),
      n('Hagos', 'ሀጎስ'),
      n('Haftom', 'ሃፍቶም'),
      n('Abraha', 'አብርሃ'),
    ],
    female: [
      n('Letebrhan', 'ለተብርሃን'),
      n('Kidan', 'ኪዳን'),
      n('Tsega', 'ፀጋ'),
      n('Mebrat', 'መብራት'),
      n('Saba', 'ሳባ'),
      n('Freweini', 'ፍረወይኒ'),
      n('Tirhas', 'ትርሃስ'),
      n('Azeb', 'ዓዜብ'),
    ],
  },
  {
    group: 'Gurage',
    language: 'Guragigna',
    male: [
      n('Shikur', 'ሽኩር'),
      n('Kemal', 'ከማል'),
      n('Yirga', 'ይርጋ'),
      n('Woldemichael', 'ወልደሚካኤል'),
      n('Gebeyehu', 'ገበየሁ'),
      n('Zerihun', 'ዘሪሁን'),
      n('Fekadu', 'ፍቃዱ'),
      n('Tamrat', 'ታምራት'),
      n('Habtamu', 'ሀብታሙ'),
    ],
    female: [
      n('Zenebech', 'ዘነበች'),
      n('Askale', 'አስካለ'),
      n('Tsehay', 'ፀሐይ'),
      n('Adanech', 'አዳነች'),
      n('Etenesh', 'እቴነሽ'),
      n('Bizunesh', 'ብዙነሽ'),
    ],
  },
  {
    group: 'Sidama',
    language: 'Sidaamu Afoo',
    male: [
      n('Dilamo', 'ዲላሞ'),
      n('Ayano', 'አያኖ'),
      n('Teshale', 'ተሻለ'),
      n('Tafese', 'ታፈሰ'),
      n('Wondimu', 'ወንድሙ'),
      n('Tsegaye', 'ፀጋዬ'),
    ],
    female: [n('Tadelech', 'ታደለች'), n('Ayelech', 'አየለች'), n('Birtukan', 'ብርቱካን'), n('Workinesh', 'ወርቅነሽ')],
  },
  {
    group: 'Silte',
    language: 'Siltigna',
    male: [
      n('Mohammed', 'መሐመድ'),
      n('Kedir', 'ከድር'),
      n('Jemal', 'ጀማል'),
      n('Ahmed', 'አሕመድ'),
      n('Nasir', 'ናስር'),
      n('Seid', 'ሰይድ'),
      n('Hussein', 'ሁሴን'),
    ],
    female: [
      n('Fatuma', 'ፋጡማ'),
      n('Zeyneb', 'ዘይነብ'),
      n('Amina', 'አሚና'),
      n('Nejat', 'ነጃት'),
      n('Rukia', 'ሩቂያ'),
      n('Hayat', 'ሀያት'),
      n('Semira', 'ሰሚራ'),
    ],
  },
];
