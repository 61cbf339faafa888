/** Rules engine module (work in progress). */
package org.spielwerk.portroyal;
