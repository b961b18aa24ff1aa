/**
 * The add-on games' operator commands (issue 19): `setAddOns` and `addOnAction`.
 */
import type { ClientPacketData } from '@railbird/protocol';
import type { TableModel } from '../table/model.js';
import { refuse, type StepContext, type StepResult } from '../table/results.js';

export function setAddOns(
  _model: TableModel,
  _ctx: StepContext,
  _data: ClientPacketData<'setAddOns'>,
): StepResult {
  return refuse('CONFLICT', 'Add-on games are not playable at this engine yet: update the engine.');
}

export function addOnAction(
  _model: TableModel,
  _ctx: StepContext,
  _data: ClientPacketData<'addOnAction'>,
): StepResult {
  return refuse('CONFLICT', 'Add-on games are not playable at this engine yet: update the engine.');
}
