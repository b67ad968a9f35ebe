// The small note beside machine-translated problem text, in the target language where we have it, else English. The
// app's catalogues hold only en and ko, so these few words live here, one entry per language.
export interface MachineTranslationLabel {
  /** The language the words are in (for the lang attribute). */
  lang: string;
  label: string;
  showOriginal: string;
  showTranslation: string;
}

const LABELS: Record<string, Omit<MachineTranslationLabel, 'lang'>> = {
  en: { label: 'Machine translation', showOriginal: 'Show original', showTranslation: 'Show translation' },
  vi: { label: 'Bản dịch máy', showOriginal: 'Xem bản gốc', showTranslation: 'Xem bản dịch' },
  ar: { label: 'ترجمة آلية', showOriginal: 'عرض النص الأصلي', showTranslation: 'عرض الترجمة' },
  fa: { label: 'ترجمه ماشینی', showOriginal: 'نمایش متن اصلی', showTranslation: 'نمایش ترجمه' },
  he: { label: 'תרגום מכונה', showOriginal: 'הצגת המקור', showTranslation: 'הצגת התרגום' },
  ur: { label: 'مشینی ترجمہ', showOriginal: 'اصل متن دکھائیں', showTranslation: 'ترجمہ دکھائیں' },
  es: { label: 'Traducción automática', showOriginal: 'Ver original', showTranslation: 'Ver traducción' },
  fr: {
    label: 'Traduction automatique',
    showOriginal: "Afficher l'original",
    showTranslation: 'Afficher la traduction',
  },
  de: { label: 'Maschinelle Übersetzung', showOriginal: 'Original anzeigen', showTranslation: 'Übersetzung anzeigen' },
  pt: { label: 'Tradução automática', showOriginal: 'Mostrar original', showTranslation: 'Mostrar tradução' },
  it: { label: 'Traduzione automatica', showOriginal: 'Mostra originale', showTranslation: 'Mostra traduzione' },
  ja: { label: '機械翻訳', showOriginal: '原文を表示', showTranslation: '翻訳を表示' },
  'zh-CN': { label: '机器翻译', showOriginal: '显示原文', showTranslation: '显示译文' },
  'zh-TW': { label: '機器翻譯', showOriginal: '顯示原文', showTranslation: '顯示譯文' },
  id: { label: 'Terjemahan mesin', showOriginal: 'Tampilkan teks asli', showTranslation: 'Tampilkan terjemahan' },
  ms: { label: 'Terjemahan mesin', showOriginal: 'Tunjukkan teks asal', showTranslation: 'Tunjukkan terjemahan' },
  hi: { label: 'मशीनी अनुवाद', showOriginal: 'मूल पाठ दिखाएँ', showTranslation: 'अनुवाद दिखाएँ' },
  ru: { label: 'Машинный перевод', showOriginal: 'Показать оригинал', showTranslation: 'Показать перевод' },
  th: { label: 'การแปลด้วยเครื่อง', showOriginal: 'แสดงต้นฉบับ', showTranslation: 'แสดงคำแปล' },
  tr: { label: 'Makine çevirisi', showOriginal: 'Orijinali göster', showTranslation: 'Çeviriyi göster' },
};

export function machineTranslationLabel(languageCode: string): MachineTranslationLabel {
  const own = LABELS[languageCode];
  return own ? { lang: languageCode, ...own } : { lang: 'en', ...(LABELS.en as Omit<MachineTranslationLabel, 'lang'>) };
}
