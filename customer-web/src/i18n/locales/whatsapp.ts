/**
 * The texts of the WhatsApp offers (profile, sign-up, checkout) in their own namespace, loaded with those pages rather
 * than with the first page: the bundled English file is at the entry's size budget (e2e/storefront/bundle-budget).
 */
export const whatsappEn = {
  title: 'WhatsApp',
  intro: 'Hear from the kitchen where you already chat. Reply STOP on WhatsApp at any time and the messages stop.',
  sendTo: 'Send order updates on WhatsApp to <number>{{phone}}</number>',
  sendToTypedNumber: 'Send order updates on WhatsApp to the number above',
  stopAnyTime: 'Reply STOP on WhatsApp at any time to stop them.',
  topicsLabel: 'What to send on WhatsApp',
  topics: {
    orderUpdates: 'Order updates',
    drops: 'New drops and waitlist news',
    reminders: 'Reminders',
  },
  onSince: 'On since {{time}}',
  sources: {
    PROFILE: 'On since {{time}}, from your profile',
    SIGN_UP: 'On since {{time}}, from sign-up',
    CHECKOUT: 'On since {{time}}, from checkout',
    WHATSAPP: 'On since {{time}}, from a WhatsApp message',
  },
  noPhone: 'Add a mobile number to your account first, then turn WhatsApp on here.',
  addPhone: 'Add a mobile number',
  loading: 'Loading WhatsApp settings...',
  loadFailed: 'We could not load your WhatsApp settings. Please try again later.',
  saveFailed: 'Could not save your WhatsApp settings. Please try again.',
  turnedOn: 'WhatsApp messages: on',
  turnedOff: 'WhatsApp messages: off',
  topicOn: '{{topic}} on WhatsApp: on',
  topicOff: '{{topic}} on WhatsApp: off',
  checkoutFailed: 'WhatsApp could not be turned on just now; you can turn it on in your profile.',
};

export type WhatsAppTexts = typeof whatsappEn;

export const whatsappHi: WhatsAppTexts = {
  title: 'WhatsApp संदेश',
  intro: 'किचन की खबर वहीं पाएँ जहाँ आप पहले से बात करते हैं। WhatsApp पर कभी भी STOP या ‘बंद करें’ लिखें, संदेश बंद हो जाएँगे।',
  sendTo: '<number>{{phone}}</number> पर WhatsApp से ऑर्डर की जानकारी भेजें',
  sendToTypedNumber: 'ऊपर लिखे नंबर पर WhatsApp से ऑर्डर की जानकारी भेजें',
  stopAnyTime: 'इन्हें बंद करने के लिए WhatsApp पर कभी भी STOP या ‘बंद करें’ लिखें।',
  topicsLabel: 'WhatsApp पर क्या भेजें',
  topics: {
    orderUpdates: 'ऑर्डर की जानकारी',
    drops: 'नए ड्रॉप और वेटलिस्ट की खबर',
    reminders: 'रिमाइंडर',
  },
  onSince: '{{time}} से चालू',
  sources: {
    PROFILE: '{{time}} से चालू, आपकी प्रोफ़ाइल से',
    SIGN_UP: '{{time}} से चालू, साइन-अप के समय से',
    CHECKOUT: '{{time}} से चालू, चेकआउट से',
    WHATSAPP: '{{time}} से चालू, WhatsApp संदेश से',
  },
  noPhone: 'पहले अपने खाते में मोबाइल नंबर जोड़ें, फिर यहाँ WhatsApp चालू करें।',
  addPhone: 'मोबाइल नंबर जोड़ें',
  loading: 'WhatsApp सेटिंग लोड हो रही हैं...',
  loadFailed: 'हम आपकी WhatsApp सेटिंग लोड नहीं कर सके। कृपया बाद में फिर कोशिश करें।',
  saveFailed: 'आपकी WhatsApp सेटिंग सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',
  turnedOn: 'WhatsApp संदेश: चालू',
  turnedOff: 'WhatsApp संदेश: बंद',
  topicOn: 'WhatsApp पर {{topic}}: चालू',
  topicOff: 'WhatsApp पर {{topic}}: बंद',
  checkoutFailed: 'अभी WhatsApp चालू नहीं हो सका; आप इसे अपनी प्रोफ़ाइल में चालू कर सकते हैं।',
};
