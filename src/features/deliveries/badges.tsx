export {
  deliveryStatusLabels,
  priorityLabels,
  PriorityBadge,
  StatusBadge,
  statusDot,
  statusTone,
} from '@/components/ui/delivery-badges';
