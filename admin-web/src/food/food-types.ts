export interface MenuItem {
  id: number;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  images: string[];
  isVeg: boolean;
  active: boolean;
  ingredients: string | null;
}

export const SCHEDULE_STATUSES = ['PUBLISHED', 'DRAFT', 'CANCELLED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export interface MenuSchedule {
  id: number;
  menuId: number;
  menuName: string;
  cookDate: string;
  orderCutoffAt: string;
  pickupFrom: string;
  pickupTo: string;
  availableQty: number;
  status: ScheduleStatus;
}

export type DateFilter = 'all' | 'today' | 'upcoming';
