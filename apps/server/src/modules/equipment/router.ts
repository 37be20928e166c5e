import { equipmentIdSchema, equipmentSchema, updateEquipmentSchema } from "@escouade/contracts/players";
import { onboardedProcedure, router } from "../../trpc/init.ts";
import { addEquipment, listEquipment, removeEquipment, updateEquipment } from "./service.ts";

export const equipmentRouter = router({
  getMyEquipment: onboardedProcedure.query(({ ctx }) => listEquipment(ctx.db, ctx.user.id)),
  addEquipment: onboardedProcedure.input(equipmentSchema).mutation(({ ctx, input }) => addEquipment(ctx.db, ctx.user, input)),
  updateEquipment: onboardedProcedure.input(updateEquipmentSchema).mutation(({ ctx, input }) => updateEquipment(ctx.db, ctx.user, input)),
  removeEquipment: onboardedProcedure.input(equipmentIdSchema).mutation(({ ctx, input }) => removeEquipment(ctx.db, ctx.user, input.id)),
});
