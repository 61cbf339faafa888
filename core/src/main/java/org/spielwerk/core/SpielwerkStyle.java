package org.spielwerk.core;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project. Put it with {@code @Value.Builder} on a record to get a
 * builder ({@code FooBuilder}) and withers ({@code implements WithFoo}): states and options stay
 * plain records, and tests build positions fluently.
 */
@Target({ElementType.TYPE, ElementType.PACKAGE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    jdkOnly = true,
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    builderVisibility = Value.Style.BuilderVisibility.PUBLIC,
    allParameters = false,
    defaults = @Value.Immutable(copy = true))
public @interface SpielwerkStyle {}
