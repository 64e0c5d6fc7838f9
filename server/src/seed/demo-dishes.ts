/**
 * The demo menu. `plan` places each dish in one menu-card availability state (docs/rules.md) so a fresh
 * start shows all of them: open with stock, sold out, cutoff passed, never scheduled, inactive.
 */
export type DemoPlan = 'open' | 'sold-out' | 'closed' | 'unscheduled' | 'inactive';

export interface DemoDish {
  slug: string;
  name: string;
  description: string;
  /** The name and description in Hindi, as a kitchen enters them in the console. */
  nameHi: string;
  descriptionHi: string;
  price: number;
  isVeg: boolean;
  ingredients: string;
  plan: DemoPlan;
  quantity: number;
}

export const DEMO_DISHES: DemoDish[] = [
  {
    slug: 'paneer-butter-masala',
    name: 'Paneer Butter Masala',
    description: 'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy.',
    nameHi: 'पनीर बटर मसाला',
    descriptionHi: 'टमाटर, मक्खन और काजू की मखमली ग्रेवी में पके नरम पनीर के टुकड़े।',
    price: 249,
    isVeg: true,
    ingredients: 'Paneer, tomatoes, butter, cashews, cream, kasuri methi, garam masala',
    plan: 'open',
    quantity: 30,
  },
  {
    slug: 'masala-dosa',
    name: 'Masala Dosa',
    description: 'Crisp fermented rice crepe folded over spiced potato, with sambar and coconut chutney.',
    nameHi: 'मसाला डोसा',
    descriptionHi: 'मसालेदार आलू भरा कुरकुरा डोसा, सांबर और नारियल की चटनी के साथ।',
    price: 149,
    isVeg: true,
    ingredients: 'Rice, urad dal, potatoes, onions, mustard seeds, curry leaves',
    plan: 'open',
    quantity: 40,
  },
  {
    slug: 'chole-bhature',
    name: 'Chole Bhature',
    description: 'Tangy Punjabi chickpea curry with two puffed, golden bhature.',
    nameHi: 'छोले भटूरे',
    descriptionHi: 'खट्टे-चटपटे पंजाबी छोले, दो फूले हुए सुनहरे भटूरों के साथ।',
    price: 179,
    isVeg: true,
    ingredients: 'Chickpeas, onions, tomatoes, ginger, amchur, maida, yoghurt',
    plan: 'open',
    quantity: 25,
  },
  {
    slug: 'chicken-biryani',
    name: 'Chicken Biryani',
    description: 'Dum-cooked basmati layered with marinated chicken, saffron and fried onions.',
    nameHi: 'चिकन बिरयानी',
    descriptionHi: 'दम पर पकी बासमती, मसालेदार चिकन, केसर और तले प्याज़ की परतों में।',
    price: 299,
    isVeg: false,
    ingredients: 'Basmati rice, chicken, yoghurt, saffron, fried onions, whole spices',
    plan: 'open',
    quantity: 20,
  },
  {
    slug: 'dal-makhani',
    name: 'Dal Makhani',
    description: 'Black lentils slow-cooked overnight with butter and cream.',
    nameHi: 'दाल मखनी',
    descriptionHi: 'मक्खन और मलाई के साथ रात भर धीमी आँच पर पकी काली दाल।',
    price: 199,
    isVeg: true,
    ingredients: 'Whole urad, rajma, butter, cream, tomatoes, garlic',
    plan: 'open',
    quantity: 35,
  },
  {
    slug: 'butter-chicken',
    name: 'Butter Chicken',
    description: 'Tandoori chicken in a mild, smoky makhani sauce.',
    nameHi: 'बटर चिकन',
    descriptionHi: 'हल्की, धुएँदार मखनी ग्रेवी में तंदूरी चिकन।',
    price: 319,
    isVeg: false,
    ingredients: 'Chicken, tomatoes, butter, cream, kashmiri chilli, fenugreek',
    plan: 'open',
    quantity: 3,
  },
  {
    slug: 'veg-pulao',
    name: 'Veg Pulao',
    description: 'Fragrant basmati rice with seasonal vegetables and whole spices, served with raita.',
    nameHi: 'वेज पुलाव',
    descriptionHi: 'मौसमी सब्ज़ियों और साबुत मसालों वाला खुशबूदार बासमती चावल, रायते के साथ।',
    price: 159,
    isVeg: true,
    ingredients: 'Basmati rice, peas, carrots, beans, ghee, whole spices, curd',
    plan: 'open',
    quantity: 30,
  },
  {
    slug: 'aloo-paratha',
    name: 'Aloo Paratha',
    description: 'Whole-wheat flatbread stuffed with spiced potato, with butter and pickle.',
    nameHi: 'आलू पराठा',
    descriptionHi: 'मसालेदार आलू भरा गेहूँ का पराठा, मक्खन और अचार के साथ।',
    price: 119,
    isVeg: true,
    ingredients: 'Whole wheat, potatoes, green chilli, coriander, butter',
    plan: 'open',
    quantity: 1,
  },
  {
    slug: 'fish-curry',
    name: 'Kerala Fish Curry',
    description: 'Seer fish in a tangy coconut and kokum curry, the way it is made at home in Kerala.',
    nameHi: 'केरल फ़िश करी',
    descriptionHi: 'नारियल और कोकम की खट्टी करी में सुरमई, जैसी केरल के घरों में बनती है।',
    price: 349,
    isVeg: false,
    ingredients: 'Seer fish, coconut milk, kokum, curry leaves, shallots',
    plan: 'sold-out',
    quantity: 0,
  },
  {
    slug: 'mutton-rogan-josh',
    name: 'Mutton Rogan Josh',
    description: 'Kashmiri-style mutton braised with yoghurt and aromatic red chillies.',
    nameHi: 'मटन रोगन जोश',
    descriptionHi: 'दही और खुशबूदार लाल मिर्च में धीमे पका कश्मीरी अंदाज़ का मटन।',
    price: 399,
    isVeg: false,
    ingredients: 'Mutton, yoghurt, kashmiri chilli, fennel, dry ginger',
    plan: 'closed',
    quantity: 12,
  },
  {
    slug: 'egg-curry',
    name: 'Egg Curry',
    description: 'Boiled eggs in a homestyle onion-tomato masala.',
    nameHi: 'अंडा करी',
    descriptionHi: 'घर जैसे प्याज़-टमाटर मसाले में उबले अंडे।',
    price: 169,
    isVeg: false,
    ingredients: 'Eggs, onions, tomatoes, turmeric, coriander',
    plan: 'unscheduled',
    quantity: 0,
  },
  {
    slug: 'gulab-jamun',
    name: 'Gulab Jamun',
    description: 'Warm milk dumplings soaked in cardamom sugar syrup.',
    nameHi: 'गुलाब जामुन',
    descriptionHi: 'इलायची वाली चाशनी में डूबे गरम खोये के गुलाब जामुन।',
    price: 99,
    isVeg: true,
    ingredients: 'Khoya, sugar, cardamom, rose water',
    plan: 'inactive',
    quantity: 0,
  },
];
