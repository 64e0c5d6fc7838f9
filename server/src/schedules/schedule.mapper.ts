import { AdminScheduleDto, ScheduleDto } from './dto/schedule-output.dto';
import { MenuSchedule } from './menu-schedule.entity';

export function mapSchedule(schedule: MenuSchedule, menuName: string): ScheduleDto {
  return {
    id: schedule.id,
    menuId: schedule.menuItemId,
    menuName,
    cookDate: schedule.cookDate,
    orderCutoffAt: schedule.orderCutoffAt.toISOString(),
    pickupFrom: schedule.pickupFrom.toISOString(),
    pickupTo: schedule.pickupTo.toISOString(),
    availableQty: schedule.availableQty,
    heldQty: schedule.heldQty,
    maxPerCustomer: schedule.maxPerCustomer,
    status: schedule.status,
  };
}

export function mapAdminSchedule(schedule: MenuSchedule, menuName: string): AdminScheduleDto {
  return { ...mapSchedule(schedule, menuName), createdAt: schedule.createdAt.toISOString() };
}
