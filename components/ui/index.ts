export { Alert, type AlertTone, TraceId } from "./alert";
export { Badge, type BadgeTone } from "./badge";
export { Button, ButtonLink, type ButtonProps, buttonClasses } from "./button";
export { Card, CardBody, CardFooter, CardHeader } from "./card";
export { cn } from "./cn";
export { ConfirmDialog } from "./confirm-dialog";
export { DescriptionList } from "./description-list";
export { Dialog } from "./dialog";
export { EmptyState } from "./empty-state";
export { ErrorState, type ErrorStateProps } from "./error-state";
export { controlClasses, Field, Input, Label, Textarea } from "./field";
export {
  CustomerFilter,
  DateRangeFields,
  FilterActions,
  FilterBar,
  FilterField,
  FilterSelect,
  LineFilter,
} from "./filter-bar";
export { PageHeader } from "./page-header";
export { ProgressBar } from "./progress-bar";
export { Select, type SelectOption } from "./select";
export { Skeleton, SkeletonText } from "./skeleton";
export { Spinner } from "./spinner";
export { Table, TableCaption, TableContainer, TBody, Td, THead, Th, Tr } from "./table";
export { LinkTabs, type TabItem } from "./tabs";
