import type { Language } from '../../common/language';

/** A tiffin message's words in one language, from the facts it tells (dates and amounts already written out). */
export interface TiffinNoticeText {
  title: string;
  paragraphs: string[];
  linkLabel: string;
}

export interface DishNoticeFacts {
  plan: string;
  date: string;
  dish: string;
  pickup: string;
  deadline: string;
}

export function dishNoticeText(language: Language, facts: DishNoticeFacts): TiffinNoticeText {
  const { plan, date, dish, pickup, deadline } = facts;
  return language === 'hi'
    ? {
        title: `${date} का टिफ़िन: ${dish}`,
        paragraphs: [
          `${date} को आपके ${plan} में बन रहा है: ${dish}। पिकअप ${pickup}।`,
          `नहीं आ पाएँगे? ${deadline} तक यह भोजन छोड़ दें: इसकी रक़म आपके प्लान में क्रेडिट बन जाएगी।`,
        ],
        linkLabel: 'मेरा टिफ़िन',
      }
    : {
        title: `Your tiffin on ${date}: ${dish}`,
        paragraphs: [
          `On ${date} your ${plan} is ${dish}. Pickup ${pickup}.`,
          `Not coming? Skip this meal until ${deadline} and it becomes credit on your plan.`,
        ],
        linkLabel: 'My tiffin',
      };
}

export function endingNoticeText(language: Language, facts: { plan: string; lastMeal: string }): TiffinNoticeText {
  const { plan, lastMeal } = facts;
  return language === 'hi'
    ? {
        title: `आपका ${plan} ${lastMeal} को पूरा हो रहा है`,
        paragraphs: [
          `इस अवधि का आख़िरी भोजन ${lastMeal} को है।`,
          'टिफ़िन जारी रखना है? टिफ़िन प्लान पेज पर अगली अवधि की सदस्यता लें, ताकि खाना बिना रुके आता रहे।',
        ],
        linkLabel: 'टिफ़िन प्लान',
      }
    : {
        title: `Your ${plan} ends on ${lastMeal}`,
        paragraphs: [
          `The last meal of this period is on ${lastMeal}.`,
          'Want your tiffin to keep coming? Subscribe for the next period on the tiffin plans page, so there is no gap in your meals.',
        ],
        linkLabel: 'Tiffin plans',
      };
}

export function paymentFailedText(language: Language, facts: { plan: string; amount: string }): TiffinNoticeText {
  const { plan, amount } = facts;
  return language === 'hi'
    ? {
        title: `${plan} का भुगतान नहीं हो पाया`,
        paragraphs: [
          `आपके ${plan} के ${amount} का भुगतान नहीं हो पाया।`,
          'अपना खाना जारी रखने के लिए मेरा टिफ़िन से फिर से भुगतान करें। अगर आपके खाते से पैसे कट गए हैं, तो वे अपने-आप वापस आ जाएँगे।',
        ],
        linkLabel: 'मेरा टिफ़िन',
      }
    : {
        title: `Your payment for ${plan} did not go through`,
        paragraphs: [
          `The payment of ${amount} for your ${plan} did not go through.`,
          'Please pay again from My tiffin to keep your meals coming. If money left your account, it comes back on its own.',
        ],
        linkLabel: 'My tiffin',
      };
}

export function debitNoticeText(language: Language, facts: { plan: string; amount: string; date: string }): TiffinNoticeText {
  const { plan, amount, date } = facts;
  return language === 'hi'
    ? {
        title: `AutoPay: ${date} को ${amount} कटेंगे`,
        paragraphs: [
          `आपके ${plan} की अगली अवधि के लिए ${date} को AutoPay से ${amount} कटेंगे।`,
          'कुछ बदलना या AutoPay रोकना है? मेरा टिफ़िन पर जाएँ।',
        ],
        linkLabel: 'मेरा टिफ़िन',
      }
    : {
        title: `AutoPay: ${amount} will be debited on ${date}`,
        paragraphs: [
          `${amount} will be debited by AutoPay on ${date} for the next period of your ${plan}.`,
          'Want to change something or stop AutoPay? Visit My tiffin.',
        ],
        linkLabel: 'My tiffin',
      };
}
