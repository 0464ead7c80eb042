export { Alert } from "./alert";
export { BackLink } from "./back-link";
export { Badge, type BadgeTone } from "./badge";
export { Button, ButtonLink, buttonClasses } from "./button";
export { Card, CardBody, CardHeader, SectionCard } from "./card";

export { ConfirmDialog } from "./confirm-dialog";
export { DescriptionList } from "./description-list";

export { EmptyState } from "./empty-state";

export { Field, Input, InputField, Label, Textarea } from "./field";
export {
  CustomerFilter,
  DateRangeFields,
  FilterActions,
  FilterBar,
  FilterSelect,
} from "./filter-bar";
export { PageHeader } from "./page-header";

export { Select, SelectField } from "./select";
export { Skeleton } from "./skeleton";

export {
  amountColumn,
  DataTable,
  hiddenColumn,
  statusColumn,
  Table,
  TableCaption,
  TableContainer,
  TBody,
  Td,
  THead,
  Th,
  Tr,
  totalColumn,
} from "./table";
export { TextLink } from "./text-link";
