/**
 * Wire types of the admin endpoints, named from the types @home-kitchen/api generates from docs/openapi.json (the
 * server's DTOs): the console writes none of them by hand.
 */
import type { Schemas } from '@home-kitchen/api';

export type AdminOrder = Schemas['AdminOrderDto'];
export type OrderStatus = AdminOrder['status'];
export type MenuItem = Schemas['AdminMenuItemDto'];
export type MenuSchedule = Schemas['AdminScheduleDto'];
export type ScheduleStatus = MenuSchedule['status'];
export type DashboardStats = Schemas['DashboardDto'];
export type ProductionSheet = Schemas['ProductionSheetDto'];
export type KitchenSettings = Schemas['KitchenSettingsDto'];
export type PickupPlan = Schemas['PickupPlanDto'];
export type CopiedDrop = Schemas['CopiedDropDto'];
/** The rule values the server decides (tax, cancel window, currency, kitchen time zone; docs/rules.md). */
export type Settings = Schemas['SettingsDto'];
export type Promotion = Schemas['AdminPromotionDto'];
export type DishWaitlist = Schemas['DishWaitlistDto'];
export type DishWaitlistDetail = Schemas['DishWaitlistDetailDto'];
export type CustomerRow = Schemas['CustomerRowDto'];
